/**
 * WordPress refusing a query as invalid — a field, type, argument or enum value its schema does not have —
 * is a configuration error, not an outage: a plugin or an ACF field group the site reads is missing. WordPress
 * is up (it answered), retrying will not help, and the operator needs to know exactly what to install.
 *
 * WPGraphQL validates every operation before running any of it and answers HTTP 200 with `errors` whose
 * messages are graphql-js's (graphql-php keeps them): `Cannot query field "heroSettings" on type "Page".`,
 * `Unknown type "NameField".`, `Unknown argument "x" on field "y" …`, `Value "PRIMARY" does not exist in
 * "MenuLocationEnum" enum.`. Only an answer made of such messages alone is a configuration error.
 *
 * The problems seen are kept process-wide (on `globalThis`, like the breaker's record, since Next.js bundles
 * this module more than once) for `/api/health`, and an operation's problems are forgotten once it succeeds.
 */

import { CONTENT_TYPE_KEYS, CONTENT_TYPES } from './content-types';
import { schemaRefusal, type SchemaRefusal } from './schema-refusals';

interface ConfigurationHint {
  /** What most likely provides the missing piece, as an operator would look for it. */
  provider: string;
  /** An optional plugin: its absence turns a feature off (no forms) rather than breaking the site. */
  optional: boolean;
  /** What the site does without it, for an optional plugin. */
  without?: string;
}

/** One thing the query asked for that WordPress's schema lacks. */
export interface MissingPiece extends ConfigurationHint {
  /** `Page.heroSettings`, `RootQuery.gfForms`, the type `NameField`, `MenuLocationEnum.PRIMARY`… */
  missing: string;
  /** WordPress's own message. */
  message: string;
}

const ACF_DIR = 'wordpress/altitude-headless/acf-json';
const COMPANION = "the companion plugin 'Altitude Headless' (wordpress/altitude-headless)";
const ACF_PLUGINS = 'Secure Custom Fields (or ACF) and WPGraphQL for ACF';

/** The ACF field groups the site reads, by their GraphQL field name: the shared ones and each content type's. */
const ACF_GROUPS: Record<string, { title: string; file: string }> = {
  heroSettings: { title: 'Hero settings', file: 'group_hero_settings.json' },
  devTools: { title: 'Developer tools', file: 'group_dev_tools.json' },
  ...Object.assign({}, ...CONTENT_TYPE_KEYS.map((key) => CONTENT_TYPES[key].acfGroups)),
};

const GRAVITY_FORMS: ConfigurationHint = {
  provider: 'the plugin WPGraphQL for Gravity Forms (with Gravity Forms)',
  optional: true,
  without: 'the site shows no forms',
};
const GRAVITY_FORMS_TYPES =
  /^(Gf|SubmitGf|Form(Field|IdType|Status|Button|Confirmation|SubmitButton|LastPageButton|Pagination)|(Name|Text|Email|Phone|Select|TextArea)Field|NameInputProperty|SelectFieldChoice|FieldError|SubmissionConfirmation)/;

/** The companion plugin's post types' root fields and types: `caseStudy`, `caseStudies`, `CaseStudyIdType`… */
const CUSTOM_TYPE_NAMES = CONTENT_TYPE_KEYS.filter((key) => key !== 'page' && key !== 'post').flatMap((key) => {
  const { single, plural, typename } = CONTENT_TYPES[key];
  return [single, plural, typename];
});
const POST_TYPES = new RegExp(`^(${CUSTOM_TYPE_NAMES.join('|')})(By|Id|IdType|Connection\\w*|\\w*Input|\\w*Payload)?$`);

const lowerFirst = (name: string) => name.charAt(0).toLowerCase() + name.slice(1);
const acfGroup = (key: string): ConfigurationHint => {
  const group = ACF_GROUPS[key]!;
  return {
    provider: `the ACF field group '${group.title}' (${ACF_DIR}/${group.file}, loaded by ${COMPANION}; needs ${ACF_PLUGINS})`,
    optional: false,
  };
};

/** The ACF group a GraphQL type belongs to: `HeroSettings`, `HeroSettingsHeroCta`, `WithAcfHeroSettings`… */
function acfGroupOfType(type: string): string | undefined {
  const bare = type.replace(/^WithAcf/, '').replace(/_Fields$/, '');
  return Object.keys(ACF_GROUPS)
    .sort((a, b) => b.length - a.length)
    .find((key) => lowerFirst(bare).startsWith(key));
}

/** What most likely provides a missing field (`type.field`), type or enum value. */
function hintFor(name: string, parentType?: string): ConfigurationHint {
  const groupOfParent = parentType ? acfGroupOfType(parentType) : undefined;
  if (groupOfParent) return acfGroup(groupOfParent);
  if (Object.hasOwn(ACF_GROUPS, name)) return acfGroup(name);
  const groupOfType = acfGroupOfType(name);
  if (groupOfType && /^[A-Z]/.test(name)) return acfGroup(groupOfType);
  if (/^(gfForms?|submitGfForm)$/.test(name) || GRAVITY_FORMS_TYPES.test(name)) return GRAVITY_FORMS;
  if (/^(themeSettings|ThemeSettings|AcfOptionsPage)$/.test(name)) {
    return {
      provider: `the Theme Settings options page, registered by ${COMPANION} with ${ACF_PLUGINS}`,
      optional: false,
    };
  }
  if (/^(siteRedirects|SiteRedirectRule)$/.test(name)) {
    return {
      provider: `${COMPANION}, updated to a version that answers siteRedirects (the redirect map)`,
      optional: false,
    };
  }
  if (POST_TYPES.test(name)) {
    return { provider: `the custom post types of ${COMPANION}, which registers them for WPGraphQL`, optional: false };
  }
  if (parentType === 'MenuLocationEnum') {
    return { provider: `the menu locations 'primary' and 'footer', registered by ${COMPANION}`, optional: false };
  }
  if (/^Acf/.test(name)) return { provider: 'the plugin WPGraphQL for ACF', optional: false };
  return {
    provider: `a plugin or ACF field group the site reads (${COMPANION}, ${ACF_PLUGINS}, WPGraphQL for Gravity Forms)`,
    optional: false,
  };
}

/** A refusal as the operator reads it (what is missing) and as `hintFor` looks it up; a field of another kind
 * (a selection error) is not a missing piece. */
function missingOf(refusal: SchemaRefusal): { missing: string; name: string; parent?: string } | undefined {
  switch (refusal.kind) {
    case 'field':
      return { missing: `${refusal.parent}.${refusal.field}`, name: refusal.field, parent: refusal.parent };
    case 'type':
      return { missing: `the type ${refusal.type}`, name: refusal.type };
    case 'argument': {
      const { argument, parent, field } = refusal;
      return { missing: `the argument ${argument} of ${parent ? `${parent}.` : ''}${field}`, name: field, parent };
    }
    case 'enum':
      return { missing: `${refusal.enumType}.${refusal.value}`, name: refusal.value, parent: refusal.enumType };
    default:
      return undefined;
  }
}

/**
 * The pieces a refused query lacks, when every error is a schema validation error; `undefined` when any
 * error is something else (authorisation, a resolver failing, a syntax error): those are not configuration.
 */
export function missingPieces(errors: readonly { message: string }[]): MissingPiece[] | undefined {
  if (errors.length === 0) return undefined;
  const pieces: MissingPiece[] = [];
  for (const { message } of errors) {
    const refusal = schemaRefusal(message);
    const found = refusal && missingOf(refusal);
    if (!found) return undefined;
    pieces.push({ missing: found.missing, message, ...hintFor(found.name, found.parent) });
  }
  return pieces;
}

/**
 * What one plugin or field group would bring and an operation lacks: one problem however many fields and
 * types of it the operation touched (a query without the forms plugin misses a dozen of its types).
 */
export interface ConfigurationProblem extends ConfigurationHint {
  operation: string;
  /** `Page.heroSettings`, `the type NameField`… */
  missing: string[];
  /** WordPress's own messages. */
  messages: string[];
  /** One line for the log and for `/api/health`. */
  description: string;
  firstSeenAt: number;
  lastSeenAt: number;
}

function describe(missing: string[], hint: ConfigurationHint, messages: string[]): string {
  const more = messages.length > 1 ? ` and ${messages.length - 1} more` : '';
  const without = hint.without ? `; without it ${hint.without}` : '';
  return `${missing.join(', ')} ${missing.length > 1 ? 'are' : 'is'} missing from WordPress's schema; most likely ${hint.provider} is not installed or not active${without} (WordPress said: ${messages[0]}${more})`;
}

interface ConfigurationRecord {
  problems: Map<string, ConfigurationProblem>;
}

const KEY = Symbol.for('altitude.content-system.configuration');

function configurationRecord(): ConfigurationRecord {
  const holder = globalThis as typeof globalThis & { [KEY]?: ConfigurationRecord };
  holder[KEY] ??= { problems: new Map() };
  return holder[KEY];
}

/**
 * Records what an operation lacks, one problem per provider, and logs what was not already on record, so a
 * missing plugin is one line in the log rather than one per page: an error for a problem, a warning for a
 * missing optional plugin. Returns the problems new to the record.
 */
export function noteConfigurationProblems(
  operation: string,
  pieces: MissingPiece[],
  now: number,
): ConfigurationProblem[] {
  const { problems } = configurationRecord();
  const byProvider = new Map<string, MissingPiece[]>();
  for (const piece of pieces) byProvider.set(piece.provider, [...(byProvider.get(piece.provider) ?? []), piece]);
  const fresh: ConfigurationProblem[] = [];
  for (const [provider, found] of byProvider) {
    const key = `${operation}\u0000${provider}`;
    const known = problems.get(key);
    if (known) {
      known.lastSeenAt = now;
      continue;
    }
    const missing = [...new Set(found.map((piece) => piece.missing))];
    const messages = found.map((piece) => piece.message);
    const hint: ConfigurationHint = { provider, optional: found.every((piece) => piece.optional) };
    if (found[0]?.without) hint.without = found[0].without;
    const problem: ConfigurationProblem = {
      ...hint,
      operation,
      missing,
      messages,
      description: describe(missing, hint, messages),
      firstSeenAt: now,
      lastSeenAt: now,
    };
    problems.set(key, problem);
    fresh.push(problem);
    if (problem.optional) console.warn(`Content configuration note (${operation}): ${problem.description}`);
    else console.error(`Content configuration problem (${operation}): ${problem.description}`);
  }
  return fresh;
}

/** Forgets an operation's problems: it has just succeeded, so whatever it lacked is there now. */
export function clearConfigurationProblems(operation: string): void {
  const { problems } = configurationRecord();
  for (const [key, problem] of problems) if (problem.operation === operation) problems.delete(key);
}

/** Every problem on record, oldest first. */
export function configurationProblems(): ConfigurationProblem[] {
  return [...configurationRecord().problems.values()].sort((a, b) => a.firstSeenAt - b.firstSeenAt);
}

/** Forgets everything (tests). */
export function resetConfigurationProblems(): void {
  configurationRecord().problems.clear();
}

const BRAND = Symbol.for('altitude.content-configuration-error');

/**
 * Thrown by `fetchAPI` when WordPress refused the operation as invalid for its schema. Its message is the
 * transport's usual `Failed to fetch API`, so callers that only degrade need not tell it apart; those that
 * treat a missing optional plugin as "feature off" read `pieces`.
 */
export class ContentConfigurationError extends Error {
  readonly [BRAND] = true;

  constructor(
    message: string,
    readonly operation: string,
    readonly pieces: MissingPiece[],
  ) {
    super(message);
    this.name = 'ContentConfigurationError';
  }

  /** Everything missing comes from optional plugins (the forms plugin): the feature is off, nothing is broken. */
  get onlyOptional(): boolean {
    return this.pieces.every((piece) => piece.optional);
  }
}

/**
 * True for a `ContentConfigurationError`, also one thrown by another copy of this module (Next.js bundles a
 * module once per layer, and `instanceof` tells the copies' classes apart).
 */
export function isConfigurationError(error: unknown): error is ContentConfigurationError {
  return typeof error === 'object' && error !== null && (error as { [BRAND]?: unknown })[BRAND] === true;
}

/** Why a read failed, for a getter that degrades and says so. */
export function whyReadFailed(error: unknown): string {
  if (isConfigurationError(error)) {
    const missing = error.pieces.map((piece) => piece.missing).join(', ');
    return `WordPress lacks ${missing} (a configuration problem, see GET /api/health)`;
  }
  return 'the content system did not answer';
}

/** True when a missing optional plugin was last seen at or after `since` (ms since epoch). */
export function optionalPluginNoted(since: number): boolean {
  return configurationProblems().some((problem) => problem.optional && problem.lastSeenAt >= since);
}
