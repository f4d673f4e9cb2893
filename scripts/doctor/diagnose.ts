/**
 * From what WordPress said to what is wrong and how to fix it. WPGraphQL validates an operation before running
 * any of it and lists everything its schema lacks in graphql-js's words (graphql-php keeps them):
 * `Cannot query field "heroSettings" on type "Page".`, `Unknown type "TeamMember".`,
 * `Value "PRIMARY" does not exist in "MenuLocationEnum" enum.` — enough to name the plugin, field group or field.
 */
import {
  ACF_JSON_DIR,
  COMPANION,
  COMPANION_DIR,
  GRAVITY_FORMS_FIELDS,
  MENU_LOCATIONS,
  type AcfGroup,
  type AcfKnowledge,
  type CompanionKnowledge,
} from './site-knowledge';
import { schemaRefusal } from '../../lib/cms/schema-refusals';
import type { Status } from './types';

export interface Knowledge {
  acf: AcfKnowledge;
  companion: CompanionKnowledge;
  gravityFormsTypes: Set<string>;
}

/** One cause of failures: several errors (and several operations) usually share it. */
export interface Cause {
  /** `companion`, `acf`, `theme-settings`, `gravity-forms`, `acf-group:<field>`, `acf-field:<Type>.<field>`. */
  key: string;
  status: Status;
  title: string;
  /** What WordPress lacks, in schema terms: `Page.heroSettings`, `type TeamMember`… */
  missing: string[];
  /** The report's sentence, given everything missing for this cause (several errors add to the list). */
  describe: (missing: string[]) => string;
  fix: string;
}

export const COMPANION_FIX =
  `Copy ${COMPANION_DIR}/ of this repository into WordPress's wp-content/plugins/altitude-headless/ and activate ` +
  `"Altitude Headless" (Plugins → Installed Plugins). It registers the custom post types, the menu locations ` +
  `primary and footer, the Theme Settings page, and loads the ACF field groups of ${ACF_JSON_DIR}/.`;

export const ACF_FIX =
  'Plugins → install and activate "WPGraphQL for ACF" (2.x) and "Secure Custom Fields" (or Advanced Custom Fields ' +
  'PRO 6.x); WPGraphQL for ACF adds nothing to GraphQL without one of them.';

export const GRAVITY_FORMS_FIX =
  'Optional. For the contact and newsletter forms: install and activate Gravity Forms (2.7+) and "WPGraphQL for ' +
  'Gravity Forms" (0.13+), then create the forms (docs/wordpress.md, "Forms").';

export function companionCause(missing: string[]): Cause {
  return {
    key: 'companion',
    status: 'problem',
    title: 'Companion plugin',
    missing,
    describe: (all) => `${COMPANION} is not answering: WordPress has no ${all.join(', ')}`,
    fix: COMPANION_FIX,
  };
}

export function acfCause(missing: string[]): Cause {
  return {
    key: 'acf',
    status: 'problem',
    title: 'ACF',
    missing,
    describe: (all) =>
      `WPGraphQL for ACF is not answering: WordPress has no ${all.join(', ')}, so no ACF field group reaches GraphQL`,
    fix: ACF_FIX,
  };
}

export function gravityFormsCause(missing: string[]): Cause {
  return {
    key: 'gravity-forms',
    status: 'warning',
    title: 'Gravity Forms',
    missing,
    // Its absence shows as a dozen missing types; the root field says it all.
    describe: () => 'WPGraphQL for Gravity Forms is not answering (WordPress has no gfForms): the site shows no forms',
    fix: GRAVITY_FORMS_FIX,
  };
}

function themeSettingsCause(missing: string[]): Cause {
  return {
    key: 'theme-settings',
    status: 'problem',
    title: 'Theme Settings',
    missing,
    describe: () =>
      'the Theme Settings options page is not in GraphQL (no RootQuery.themeSettings): the site gets no theme stylesheet',
    fix:
      `${COMPANION} registers it with acf_add_options_page(), which only Secure Custom Fields and ACF PRO provide ` +
      '(free ACF has no options pages): activate Secure Custom Fields or ACF PRO, with WPGraphQL for ACF.',
  };
}

function groupCause(group: AcfGroup, missing: string[]): Cause {
  const carriers = group.parentTypes.length ? ` on ${group.parentTypes.join(', ')}` : '';
  return {
    key: `acf-group:${group.fieldName}`,
    status: 'problem',
    title: 'ACF field group',
    missing,
    describe: (all) =>
      `the ACF field group "${group.title}" (${group.fieldName}${carriers}) is missing: WordPress has no ${all.join(', ')}`,
    fix:
      `It ships with ${COMPANION} as ${group.file}: copy this repository's ${COMPANION_DIR}/ over ` +
      `wp-content/plugins/altitude-headless/ (an older copy lacks it) and keep the plugin active. A group made in ` +
      `ACF → Field Groups instead needs Show in GraphQL on, GraphQL Field Name ${group.fieldName} and the location ` +
      `rule "${group.locationRule}".`,
  };
}

function fieldCause(group: AcfGroup, key: string, message: string, missing: string[]): Cause {
  return {
    key,
    status: 'problem',
    title: 'ACF field',
    missing,
    describe: () => message,
    fix:
      `The site reads the group as ${group.file} defines it, and the plugin loads it from there (local JSON wins ` +
      `over an edited copy): copy this repository's ${COMPANION_DIR}/ over wp-content/plugins/altitude-headless/ ` +
      '(an older copy differs). A group kept in ACF → Field Groups instead must match that file: field type, ' +
      'Show in GraphQL, GraphQL Field Name.',
  };
}

/** The cause of one of WordPress's error messages; `undefined` when the doctor cannot tell. */
export function diagnose(message: string, knowledge: Knowledge): Cause | undefined {
  const symptom = schemaRefusal(message);
  if (!symptom) return undefined;
  const { acf, companion, gravityFormsTypes } = knowledge;

  if (symptom.kind === 'field') {
    const { parent, field } = symptom;
    const missing = [`${parent}.${field}`];
    if (GRAVITY_FORMS_FIELDS.has(field)) return gravityFormsCause(missing);
    if (/^Root(Query|Mutation)$/.test(parent) && companion.rootFields.includes(field)) return companionCause(missing);
    if (parent === 'RootQuery' && field === 'themeSettings') return themeSettingsCause(missing);
    const inGroup = acf.fieldsByType.get(parent);
    if (inGroup) {
      const known = inGroup.fields.get(field);
      const name = known ? `"${known.label}" (${field})` : field;
      const sentence = `the field ${name} of the ACF field group "${inGroup.group.title}" is missing: WordPress has no ${parent}.${field}`;
      return fieldCause(inGroup.group, `acf-field:${parent}.${field}`, sentence, missing);
    }
    const group = acf.groupByField.get(field);
    if (group) return groupCause(group, missing);
    return undefined;
  }

  if (symptom.kind === 'type') {
    const { type } = symptom;
    const missing = [`type ${type}`];
    if (gravityFormsTypes.has(type)) return gravityFormsCause(missing);
    if (companion.typeNames.includes(type)) return companionCause(missing);
    if (type === 'ThemeSettings') return themeSettingsCause(missing);
    const inGroup = acf.fieldsByType.get(type);
    if (inGroup) return groupCause(inGroup.group, missing);
    if (/^(WithAcf|Acf)/.test(type)) {
      const group = acf.groupByField.get(type.replace(/^WithAcf/, '').replace(/^./, (c) => c.toLowerCase()));
      return group ? groupCause(group, missing) : acfCause(missing);
    }
    return undefined;
  }

  if (symptom.kind === 'enum') {
    if (symptom.enumType === 'MenuLocationEnum' && (MENU_LOCATIONS as readonly string[]).includes(symptom.value)) {
      return companionCause([`menu location ${symptom.value}`]);
    }
    return undefined;
  }

  if (symptom.kind !== 'selection') return undefined;
  const known = acf.fieldsByName.get(symptom.field);
  if (!known) return undefined;
  const key = `acf-field:${known.group.typeName}.${symptom.field}`;
  const sentence =
    `the field "${known.label}" (${symptom.field}) of the ACF field group "${known.group.title}" is ` +
    `${symptom.type ?? 'of another type'} on this WordPress; the site reads it as an ACF ${known.type} field`;
  return fieldCause(known.group, key, sentence, [`${symptom.field} as the site selects it`]);
}

/** Causes the same plugin explains: with the companion or WPGraphQL for ACF missing, no group can be there. */
export function absorbedBy(cause: Cause, present: ReadonlySet<string>): string | undefined {
  const acfLevel =
    cause.key.startsWith('acf-group:') || cause.key.startsWith('acf-field:') || cause.key === 'theme-settings';
  if (acfLevel && present.has('companion')) return 'companion';
  if (acfLevel && present.has('acf')) return 'acf';
  return undefined;
}
