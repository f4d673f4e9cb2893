import { describe, expect, it } from 'vitest';
import { pageHashes } from '../security/csp';
import { isFrameworkScript, isFrameworkSequence, mergeFlightScripts } from './flight-scripts';

const START = '(self.__next_f=self.__next_f||[]).push([0])';
const DATA_1 = 'self.__next_f.push([1,"1:\\"$Sreact.fragment\\"\\n2:[\\"$\\",\\"p\\",null,{}]\\n"])';
const DATA_2 = 'self.__next_f.push([1,"3:\\"a ; b ) c\\"\\n"])';
const script = (text: string) => `<script>${text}</script>`;

/** Runs the page's inline scripts in order, as a browser would, and returns what they pushed. */
function pushedBy(html: string): unknown[] {
  const self: { __next_f?: unknown[] } = {};
  for (const [, text] of html.matchAll(/<script>([\s\S]*?)<\/script>/g)) new Function('self', text!)(self);
  return self.__next_f ?? [];
}

describe('mergeFlightScripts', () => {
  const page = `<html><body><main>Hi</main>${script(START)}${script(DATA_1)}${script(DATA_2)}</body></html>`;

  it('writes a run of data scripts as one script that pushes the same data in the same order', () => {
    const merged = mergeFlightScripts(page);
    expect(merged.match(/<script>/g)).toHaveLength(1);
    expect(merged).toContain('<main>Hi</main><script>');
    expect(pushedBy(merged)).toEqual(pushedBy(page));
    expect(pushedBy(merged)).toEqual([[0], [1, '1:"$Sreact.fragment"\n2:["$","p",null,{}]\n'], [1, '3:"a ; b ) c"\n']]);
  });

  it('needs one hash in the page policy where the run needed one per script', () => {
    expect(pageHashes(page).scripts).toHaveLength(3);
    const hashes = pageHashes(mergeFlightScripts(page));
    expect(hashes.scripts).toHaveLength(1);
    expect(hashes.refusedScripts).toEqual([]);
  });

  it('leaves scripts that are not back to back, or not data, where they are', () => {
    const apart = `<body>${script(DATA_1)}\n${script(DATA_2)}</body>`;
    expect(mergeFlightScripts(apart)).toBe(apart);
    const foreign = `<body>${script(DATA_1)}${script('alert(1)')}${script(DATA_2)}</body>`;
    expect(mergeFlightScripts(foreign)).toBe(foreign);
    const withAttributes = `<body>${script(DATA_1)}<script nonce="x">${DATA_2}</script></body>`;
    expect(mergeFlightScripts(withAttributes)).toBe(withAttributes);
  });

  it('merges each run on its own', () => {
    const twoRuns = `<body>${script(START)}${script(DATA_1)}<p>x</p>${script(DATA_1)}${script(DATA_2)}</body>`;
    const merged = mergeFlightScripts(twoRuns);
    expect(merged.match(/<script>/g)).toHaveLength(2);
    expect(merged).toContain('</script><p>x</p><script>');
    expect(pushedBy(merged)).toEqual(pushedBy(twoRuns));
  });
});

describe('the policy of a merged run', () => {
  it('admits it only when every line is a data push of plain JSON', () => {
    expect(isFrameworkSequence(`${START};\n${DATA_1};\n${DATA_2}`)).toBe(true);
    expect(isFrameworkSequence(`${DATA_1};\nalert(1)`)).toBe(false);
    expect(isFrameworkSequence(`${DATA_1};alert(1);\n${DATA_2}`)).toBe(false);
    expect(isFrameworkSequence(DATA_1)).toBe(false);
    expect(isFrameworkScript(`${DATA_1};\n${DATA_2}`)).toBe(false);
  });

  it('refuses a merged-looking script with anything else in it', () => {
    const html = `<body>${script(`${DATA_1};\nfetch("/steal")`)}</body>`;
    expect(pageHashes(html).scripts).toEqual([]);
    expect(pageHashes(html).refusedScripts).toHaveLength(1);
  });
});
