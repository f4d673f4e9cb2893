import { describe, expect, it } from 'vitest';
import { safeStyleText } from './theme';

describe('safeStyleText', () => {
  it('keeps ordinary CSS as it is', () => {
    const css = '.has-sunset-color { color: #f07a4b; }\n@media (min-width: 768px) { a > b { margin: 0 } }';
    expect(safeStyleText(css)).toBe(css);
  });

  it.each(['</style><script>alert(1)</script>', '</STYLE ><img src=x onerror=alert(1)>', '<!-- x --></style>'])(
    'cannot close the style element: %s',
    (hostile) => {
      const text = safeStyleText(`body{color:red}${hostile}`);
      expect(text).not.toContain('<');
      expect(text.toLowerCase()).not.toMatch(/<\/style/);
    },
  );
});
