import { parse, validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import { contentSchema } from '@/content-server/src/graphql/schema';
import { loadRealExtendedSchema } from '@/content-server/test/contract-helpers';
import { CONTENT_TYPE_KEYS } from '@/lib/cms/content-types';
import {
  entryId,
  entryType,
  passwordMatches,
  protectedEntryQuery,
  tokenOpens,
  unlockToken,
  unlockedPath,
} from './entry';

describe('entry passwords', () => {
  it('compares a password exactly', () => {
    expect(passwordMatches('opensesame', 'opensesame')).toBe(true);
    expect(passwordMatches('OpenSesame', 'opensesame')).toBe(false);
    expect(passwordMatches('', 'opensesame')).toBe(false);
  });

  it('remembers a right password for that entry alone, until the password changes', () => {
    const token = unlockToken(42, 'opensesame');
    expect(tokenOpens(token, 42, 'opensesame')).toBe(true);
    expect(tokenOpens(token, 43, 'opensesame')).toBe(false);
    expect(tokenOpens(token, 42, 'changed')).toBe(false);
    expect(tokenOpens(`${token}x`, 42, 'opensesame')).toBe(false);
    expect(tokenOpens(undefined, 42, 'opensesame')).toBe(false);
  });

  it('reads only the types and ids it knows', () => {
    expect(entryType('post')).toBe('post');
    expect(entryType('attachment')).toBeUndefined();
    expect(entryId('42')).toBe(42);
    expect(entryId('042')).toBeUndefined();
    expect(entryId('4e2')).toBeUndefined();
    expect(unlockedPath('post', 42)).toBe('/_protected/post/42/');
  });
});

describe('the protected entry query', () => {
  it.each(CONTENT_TYPE_KEYS)(
    'reads a %s and its password, valid on a real WordPress and the embedded server',
    (type) => {
      const document = parse(protectedEntryQuery(type));
      expect(validate(loadRealExtendedSchema(), document)).toEqual([]);
      expect(validate(contentSchema(), document)).toEqual([]);
    },
  );
});
