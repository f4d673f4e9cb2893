import { createElement, Fragment, type ReactNode } from 'react';
import { curlyQuotes } from '@/lib/typography';

/*
 * Draws a title's markup as lib/title.ts's titleMarkup leaves it: text and the inline elements a title may keep
 * (em, strong, b, i, sup, sub, code), without attributes. Anything else in the string is drawn as text, so a
 * string that did not come through titleMarkup can never become markup. No sanitiser here: this runs in the
 * browser's bundle too (the navigation's labels). Straight quotes are drawn as typographer's quotes
 * (lib/typography.ts), outside code.
 */

const TOKEN = /<(\/?)(em|strong|b|i|sup|sub|code)>|([^<]+)|(<)/g;
const ESCAPED: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"' };
const unescape = (text: string) => text.replace(/&(?:amp|lt|gt|quot);/g, (entity) => ESCAPED[entity]!);

interface Frame {
  tag: string;
  children: ReactNode[];
}

function titleNodes(markup: string, mark?: (text: string) => ReactNode): ReactNode[] {
  const root: Frame = { tag: '', children: [] };
  const stack: Frame[] = [root];
  let key = 0;
  let before = '';
  const close = () => {
    const frame = stack.pop()!;
    stack[stack.length - 1]!.children.push(createElement(frame.tag, { key: key++ }, ...frame.children));
  };
  for (const [, slash, tag, text, lone] of markup.matchAll(TOKEN)) {
    const top = stack[stack.length - 1]!;
    if (text !== undefined || lone !== undefined) {
      const plain = unescape(text ?? lone!);
      const curled = stack.some((frame) => frame.tag === 'code') ? plain : curlyQuotes(plain, before);
      top.children.push(mark ? createElement(Fragment, { key: key++ }, mark(curled)) : curled);
      before = curled;
    } else if (!slash) stack.push({ tag: tag!, children: [] });
    else if (stack.some((frame) => frame.tag === tag)) {
      while (stack[stack.length - 1]!.tag !== tag) close();
      close();
    }
  }
  while (stack.length > 1) close();
  return root.children;
}

/**
 * A title on the page with its inline markup: `markup` is lib/title.ts's titleMarkup of it; without one (a title
 * the site wrote itself) the plain `text` is drawn. `mark`, when given, draws each run of text (a search result
 * marks the words searched for in it).
 */
export function RichTitle({
  text,
  markup,
  mark,
}: {
  text: string;
  markup?: string;
  mark?: (text: string) => ReactNode;
}) {
  if (markup !== undefined) return <>{titleNodes(markup, mark)}</>;
  return <>{mark ? mark(curlyQuotes(text)) : curlyQuotes(text)}</>;
}
