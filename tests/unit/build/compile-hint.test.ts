import { describe, expect, it } from 'vitest';
import { COMPILE_HINT, withCompileHint } from '../../../src/build/compile-hint';

describe('withCompileHint', () => {
  it('puts the hint on the first line and moves the source map down by one line', () => {
    const hinted = withCompileHint('const a=1;\nexport{a};\n//# sourceMappingURL=index.js.map', ';AAAA,MAAM;AACN');
    expect(hinted.code.split('\n')[0]).toBe(COMPILE_HINT);
    expect(hinted.code.split('\n')[1]).toBe('const a=1;');
    // Each ';' is a line of the generated file: line 2 now has what line 1 had.
    expect(hinted.mappings).toBe(';;AAAA,MAAM;AACN');
  });

  it('leaves an entry that already has it as it is (a build written twice)', () => {
    const once = withCompileHint('x()', 'AAAA');
    expect(withCompileHint(once.code, once.mappings)).toEqual(once);
  });
});
