import { buildSchema, extendSchema, isObjectType, parse, validateSchema } from 'graphql';
import { describe, expect, it } from 'vitest';
import manifest from '../../wordpress/altitude-headless/content-types.json' with { type: 'json' };
import { contentSchema, readSdl } from '../src/graphql/schema';
import { manifestSdl } from './manifest-sdl';

const core = readSdl('core.graphql');

describe('the per-type schema generated from the content-type manifest', () => {
  it('serves every type of the manifest with its root fields, its update mutation and its ACF groups', () => {
    const schema = contentSchema();
    const query = schema.getQueryType()!.getFields();
    const mutation = schema.getMutationType()!.getFields();
    for (const row of Object.values(manifest)) {
      expect(query[row.single]?.type.toString(), row.single).toBe(row.typename);
      expect(query[row.plural]?.type.toString(), row.plural).toBe(`RootQueryTo${row.typename}Connection`);
      const type = schema.getType(row.typename);
      for (const [group, { title }] of Object.entries(row.acfGroups)) {
        expect(isObjectType(type) && type.getFields()[group]?.type.toString(), title).toBe(
          group.charAt(0).toUpperCase() + group.slice(1),
        );
      }
      if ('register' in row) {
        expect(query[`${row.single}By`], `${row.single}By`).toBeDefined();
        expect(mutation[`update${row.typename}`]?.type.toString()).toBe(`Update${row.typename}Payload`);
        const contentTypes = schema.getType('ContentTypeEnum');
        expect(
          contentTypes && 'getValue' in contentTypes && contentTypes.getValue(row.postType.toUpperCase()),
        ).toBeTruthy();
      }
    }
  });

  it('gives a new custom post type the whole shape WPGraphQL gives one, from its manifest row alone', () => {
    const base = extendSchema(buildSchema(core), parse(readSdl('extensions.graphql')));
    const award = {
      postType: 'award',
      single: 'award',
      plural: 'awards',
      typename: 'Award',
      register: {},
      acfGroups: { careerDetails: { file: 'group_career_details.json' } },
    };
    const schema = extendSchema(base, parse(manifestSdl(base, core, [award])));
    expect(validateSchema(schema)).toEqual([]);
    const query = schema.getQueryType()!.getFields();
    expect(query.award?.args.map((arg) => `${arg.name}: ${arg.type}`)).toEqual([
      'id: ID!',
      'idType: AwardIdType',
      'asPreview: Boolean',
    ]);
    expect(query.awardBy?.args.map((arg) => arg.name)).toContain('awardId');
    expect(query.awards?.args.find((arg) => arg.name === 'where')?.type.toString()).toBe(
      'RootQueryToAwardConnectionWhereArgs',
    );
    expect(schema.getMutationType()!.getFields().updateAward?.type.toString()).toBe('UpdateAwardPayload');
    const contentTypes = schema.getType('ContentTypeEnum');
    expect(contentTypes && 'getValue' in contentTypes && contentTypes.getValue('AWARD')).toBeTruthy();
    const type = schema.getType('Award');
    expect(isObjectType(type) && type.getInterfaces().map((i) => i.name)).toEqual(
      expect.arrayContaining(['Node', 'ContentNode', 'WithAcfCareerDetails']),
    );
    expect(isObjectType(type) && Object.keys(type.getFields())).toEqual(
      expect.arrayContaining(['awardId', 'careerDetails', 'title', 'uri']),
    );
  });

  it('refuses an ACF field type it cannot shape, naming the group file and the field', () => {
    const base = buildSchema(core);
    const row = { ...manifest.page, acfGroups: { heroSettings: { file: 'group_hero_settings.json' } } };
    expect(() => manifestSdl(base, core, [row])).toThrow(/group_hero_settings\.json: the ACF field type "group"/);
  });
});
