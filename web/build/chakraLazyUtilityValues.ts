/**
 * Creating Chakra's system (app/theme.ts) is the longest single task of the
 * app's start on a phone, and most of it is createUtility: for each of its
 * hundreds of style properties it builds the table of token values the
 * property accepts (every colour property spreads all colour tokens), and a
 * second table of TypeScript type names that only Chakra's type generator
 * reads. A page uses a few dozen properties.
 *
 * This plugin makes both lazy: a property's values are built the first time
 * a style uses it, and the type names when something asks for them
 * (getTypes). Same results, computed on demand.
 */
import type { Plugin } from 'vite';
import { patchDependency } from './patchDependency.ts';

const UTILITY_MODULE = /@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]utility\.js$/;

/** [what Chakra 3.37 writes, what replaces it]; each must be found exactly once. */
const REPLACEMENTS: [string, string][] = [
  [
    // Values are built by valuesOf (below) when first needed; types by ensureTypes.
    `  const assignProperty = (property, config) => {
    const values = getPropertyValues(config);
    if (!values) return;
    propValues.set(property, values);
    assignPropertyType(property, config);
  };`,
    `  const assignProperty = (property) => {
    propValues.delete(property);
    typesAssigned = false;
  };
  const valuesOf = (property) => {
    if (!propValues.has(property)) {
      const config = configs[property];
      propValues.set(property, config ? getPropertyValues(config) || void 0 : void 0);
    }
    return propValues.get(property);
  };
  let typesAssigned = false;
  const addedTypes = [];
  const ensureTypes = () => {
    if (typesAssigned) return;
    typesAssigned = true;
    propTypes.clear();
    assignPropertyTypes();
    for (const [property, type] of addedTypes) addPropertyTypeNow(property, type);
  };`,
  ],
  [
    `  const getTypes = () => {
    const map = /* @__PURE__ */ new Map();`,
    `  const getTypes = () => {
    ensureTypes();
    const map = /* @__PURE__ */ new Map();`,
  ],
  [
    `  const addPropertyType = (property, type) => {
    const set = propTypes.get(property) ?? /* @__PURE__ */ new Set();`,
    `  const addPropertyType = (property, type) => {
    addedTypes.push([property, type]);
    if (typesAssigned) addPropertyTypeNow(property, type);
  };
  const addPropertyTypeNow = (property, type) => {
    const set = propTypes.get(property) ?? /* @__PURE__ */ new Set();`,
  ],
  ['    const value = propValues.get(key)?.[raw];', '    const value = valuesOf(key)?.[raw];'],
  [
    `    assignProperties();
    assignPropertyTypes();
  }`,
    `  }`,
  ],
];

export function chakraLazyUtilityValues(): Plugin {
  return {
    name: 'campcare:chakra-lazy-utility-values',
    apply: 'build',
    transform(code, id) {
      if (!UTILITY_MODULE.test(id)) return null;
      return { code: patchDependency(code, REPLACEMENTS, id, 'chakraLazyUtilityValues'), map: null };
    },
  };
}
