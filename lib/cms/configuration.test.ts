import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  clearConfigurationProblems,
  configurationProblems,
  ContentConfigurationError,
  missingPieces,
  noteConfigurationProblems,
  resetConfigurationProblems,
  whyReadFailed,
} from './configuration';

const one = (message: string) => {
  const pieces = missingPieces([{ message }]);
  expect(pieces, message).toHaveLength(1);
  return pieces![0]!;
};

describe('missingPieces', () => {
  it('names the ACF field group behind a missing ACF field, on the post type or inside the group', () => {
    expect(one('Cannot query field "heroSettings" on type "Page".')).toMatchObject({
      missing: 'Page.heroSettings',
      provider: expect.stringMatching(
        /^the ACF field group 'Hero settings' \(wordpress\/altitude-headless\/acf-json\/group_hero_settings\.json/,
      ),
      optional: false,
    });
    expect(one('Cannot query field "pageMetadata" on type "Page". Did you mean "pageId"?').provider).toContain(
      "'Page metadata'",
    );
    expect(one('Cannot query field "heroSize" on type "HeroSettings".').provider).toContain("'Hero settings'");
    expect(one('Cannot query field "position" on type "HeroSettingsHeroCloudLeft".').provider).toContain(
      "'Hero settings'",
    );
    expect(one('Cannot query field "teamMemberDetails" on type "TeamMember".').provider).toContain(
      "'Team member details'",
    );
    expect(one('Cannot query field "devTools" on type "ThemeSettings".').provider).toContain("'Developer tools'");
  });

  it('names WPGraphQL for Gravity Forms, as optional, for the forms fields and types', () => {
    for (const message of [
      'Cannot query field "gfForms" on type "RootQuery".',
      'Cannot query field "gfForm" on type "RootQuery".',
      'Unknown type "NameField".',
      'Unknown type "SubmitGfFormInput".',
      'Cannot query field "submitGfForm" on type "RootMutation".',
    ]) {
      expect(one(message), message).toMatchObject({
        provider: expect.stringContaining('WPGraphQL for Gravity Forms'),
        optional: true,
      });
    }
  });

  it('names the companion plugin for the options page, the custom post types and the menu locations', () => {
    expect(one('Cannot query field "themeSettings" on type "RootQuery".').provider).toMatch(
      /Theme Settings options page, registered by the companion plugin 'Altitude Headless'.*Secure Custom Fields/,
    );
    for (const message of [
      'Cannot query field "teamMember" on type "RootQuery".',
      'Cannot query field "caseStudies" on type "RootQuery".',
      'Unknown type "Career".',
    ]) {
      expect(one(message).provider, message).toContain("custom post types of the companion plugin 'Altitude Headless'");
    }
    expect(one('Value "PRIMARY" does not exist in "MenuLocationEnum" enum.')).toMatchObject({
      missing: 'MenuLocationEnum.PRIMARY',
      provider: expect.stringContaining("the menu locations 'primary' and 'footer'"),
    });
    expect(one('Expected type MenuLocationEnum, found FOOTER.').missing).toBe('MenuLocationEnum.FOOTER');
    // An older copy of the plugin: the redirect map asks for every address that leads elsewhere.
    expect(one('Cannot query field "siteRedirects" on type "RootQuery".')).toMatchObject({
      missing: 'RootQuery.siteRedirects',
      provider: expect.stringMatching(/^the companion plugin 'Altitude Headless' .*updated .*siteRedirects/),
      optional: false,
    });
  });

  it('reads unknown arguments in graphql-js’s and graphql-php’s wording', () => {
    expect(one('Unknown argument "parentDatabaseId" on field "RootQuery.menuItems".').missing).toBe(
      'the argument parentDatabaseId of RootQuery.menuItems',
    );
    expect(one('Unknown argument "parentDatabaseId" on field "menuItems" of type "RootQuery".').missing).toBe(
      'the argument parentDatabaseId of RootQuery.menuItems',
    );
  });

  it('is not a configuration error when any error is something else', () => {
    expect(missingPieces([{ message: 'Internal server error' }])).toBeUndefined();
    expect(missingPieces([{ message: 'Sorry, you are not allowed to create posts as this user' }])).toBeUndefined();
    expect(
      missingPieces([
        { message: 'Cannot query field "heroSettings" on type "Page".' },
        { message: 'Syntax Error: Unexpected Name "quer"' },
      ]),
    ).toBeUndefined();
    expect(missingPieces([])).toBeUndefined();
  });
});

describe('the configuration record', () => {
  beforeEach(() => resetConfigurationProblems());
  afterEach(() => vi.restoreAllMocks());

  it('logs a problem once, as an error, and forgets it when its operation succeeds', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const pieces = missingPieces([{ message: 'Cannot query field "heroSettings" on type "Page".' }])!;
    expect(noteConfigurationProblems('NodeByUri', pieces, 1000)).toHaveLength(1);
    expect(noteConfigurationProblems('NodeByUri', pieces, 2000)).toHaveLength(0);
    expect(logged).toHaveBeenCalledTimes(1);
    expect(String(logged.mock.calls[0]?.[0])).toMatch(
      /^Content configuration problem \(NodeByUri\): Page\.heroSettings is missing from WordPress's schema; most likely the ACF field group 'Hero settings'/,
    );
    expect(configurationProblems()).toEqual([
      expect.objectContaining({ operation: 'NodeByUri', firstSeenAt: 1000, lastSeenAt: 2000 }),
    ]);
    clearConfigurationProblems('Shell');
    expect(configurationProblems()).toHaveLength(1);
    clearConfigurationProblems('NodeByUri');
    expect(configurationProblems()).toEqual([]);
  });

  it('logs a missing optional plugin once, as a note', () => {
    const warned = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const pieces = missingPieces([{ message: 'Cannot query field "gfForms" on type "RootQuery".' }])!;
    noteConfigurationProblems('Forms', pieces, 1);
    noteConfigurationProblems('Forms', pieces, 2);
    expect(warned).toHaveBeenCalledTimes(1);
    expect(String(warned.mock.calls[0]?.[0])).toMatch(/^Content configuration note \(Forms\): RootQuery\.gfForms/);
    expect(errors).not.toHaveBeenCalled();
  });
});

describe('whyReadFailed', () => {
  it('tells a configuration problem from an outage', () => {
    const pieces = missingPieces([{ message: 'Cannot query field "themeSettings" on type "RootQuery".' }])!;
    expect(whyReadFailed(new ContentConfigurationError('Failed to fetch API', 'Shell', pieces))).toBe(
      'WordPress lacks RootQuery.themeSettings (a configuration problem, see GET /api/health)',
    );
    expect(whyReadFailed(new Error('Failed to fetch API'))).toBe('the content system did not answer');
  });
});
