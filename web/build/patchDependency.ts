/**
 * Applies a build-time patch to a dependency's module (the Chakra patches in
 * this folder). Each text replaced must be found exactly once: the packages
 * are pinned, and a release that rewrites the code must fail the build, not
 * quietly run another way.
 */
export function patchDependency(code: string, replacements: readonly (readonly [string, string])[], id: string, patch: string): string {
  let patched = code;
  for (const [from, to] of replacements) {
    if (patched.split(from).length !== 2) {
      throw new Error(`${patch}: ${id} no longer reads as expected (${from.trim().split('\n')[0]}); update build/${patch}.ts.`);
    }
    // A function, so `$` in the new text (expandTokenReferences$1) stays as written.
    patched = patched.replace(from, () => to);
  }
  return patched;
}
