/**
 * `campcare/firestore-writes-in-stores`: in functions/src, only stores
 * (`*Store.ts`), the Firestore helpers (`firestore/`) and the data
 * migrations (`migrations/`) write to Firestore (eslint.config.js says where it is off).
 * It reads the types, not the names: a call of a write method (set, update,
 * create, delete, add, runTransaction, batch…) on a value whose type is one
 * of the Firestore SDK's classes is reported wherever else it is, however the
 * value got there (an imported handle, a parameter, a context object, an
 * event's snapshot's `ref`).
 */

/** The Firestore SDK's classes and the methods of each that write (or open a write). */
const WRITE_METHODS = {
  Firestore: new Set(['runTransaction', 'batch', 'bulkWriter', 'recursiveDelete']),
  CollectionReference: new Set(['add']),
  DocumentReference: new Set(['set', 'update', 'create', 'delete']),
  WriteBatch: new Set(['set', 'update', 'create', 'delete']),
  Transaction: new Set(['set', 'update', 'create', 'delete']),
  BulkWriter: new Set(['set', 'update', 'create', 'delete']),
};

/** The SDK class a type is (or, for a union such as `DocumentReference | null`, contains), else null. */
function firestoreClassOf(type) {
  const parts = type.isUnion() ? type.types : [type];
  for (const part of parts) {
    const symbol = part.getSymbol() ?? part.aliasSymbol;
    if (!symbol || !(symbol.getName() in WRITE_METHODS)) continue;
    const fromFirestore = (symbol.getDeclarations() ?? []).some((d) => /@google-cloud[\\/]firestore/.test(d.getSourceFile().fileName));
    if (fromFirestore) return symbol.getName();
  }
  return null;
}

export const firestoreWritesInStores = {
  meta: {
    type: 'problem',
    docs: { description: 'Only stores (*Store.ts) and firestore/ write to Firestore.' },
    messages: {
      write:
        '{{className}}.{{method}} writes to Firestore: only stores (*Store.ts), the helpers in functions/src/firestore/ and the data migrations write. Move the write into a store function that returns an outcome, and call that.',
    },
    schema: [],
  },
  create(context) {
    const services = context.sourceCode.parserServices;
    if (!services?.program) throw new Error('campcare/firestore-writes-in-stores needs type information (parserOptions.projectService).');
    const checker = services.program.getTypeChecker();
    return {
      CallExpression(node) {
        const callee = node.callee.type === 'ChainExpression' ? node.callee.expression : node.callee;
        if (callee.type !== 'MemberExpression' || callee.computed || callee.property.type !== 'Identifier') return;
        const method = callee.property.name;
        if (!Object.values(WRITE_METHODS).some((methods) => methods.has(method))) return;
        const className = firestoreClassOf(checker.getTypeAtLocation(services.esTreeNodeToTSNodeMap.get(callee.object)));
        if (className && WRITE_METHODS[className].has(method)) context.report({ node, messageId: 'write', data: { className, method } });
      },
    };
  },
};
