import { describe, expect, it } from 'vitest';
import { databaseIdFrom, fromCursor, fromGlobalId, toCursor, toGlobalId } from './ids';

describe('global ids and cursors', () => {
  it('encodes as WPGraphQL does', () => {
    expect(toGlobalId('post', 9)).toBe('cG9zdDo5');
    expect(toCursor(6)).toBe('YXJyYXljb25uZWN0aW9uOjY=');
    expect(fromGlobalId('cG9zdDoxMA==')).toEqual({ type: 'post', id: '10' });
  });

  it('reads cursors back and refuses anything else', () => {
    expect(fromCursor(toCursor(1234))).toBe(1234);
    expect(fromCursor(toGlobalId('post', 3))).toBeNull();
    expect(fromCursor('%%%')).toBeNull();
    expect(fromCursor('')).toBeNull();
  });

  it('takes a database id as a number string or a global id of the right type', () => {
    expect(databaseIdFrom('42', 'post')).toBe(42);
    expect(databaseIdFrom(toGlobalId('post', 42), 'post')).toBe(42);
    expect(databaseIdFrom(toGlobalId('term', 42), 'post')).toBeNull();
    expect(databaseIdFrom('nonsense', 'post')).toBeNull();
  });
});
