/**
 * The companion plugin on a real WordPress: what an administrator who installs it gets without any further step.
 */
import { describe, expect, it } from 'vitest';
import { wpGraphQL, wpPhp } from '@/tests/support/wordpress';

const PLUGIN = 'altitude-headless/altitude-headless.php';
const ADDRESSES =
  '{ team: nodeByUri(uri: "/team/maya-ortiz/") { __typename } work: nodeByUri(uri: "/work/lakeshore-living-communities/") { __typename } }';

describe('the companion plugin on a real WordPress', () => {
  it('makes team members’ and case studies’ addresses work on activation, without re-saving Permalinks', async () => {
    wpPhp(`require_once ABSPATH . 'wp-admin/includes/plugin.php'; deactivate_plugins('${PLUGIN}');`);
    try {
      const rules = wpPhp('echo implode("\\n", array_keys(get_option(\'rewrite_rules\') ?: array()));');
      expect(rules).toContain('category/');
      expect(rules).not.toMatch(/^team\//m);
    } finally {
      // A process of its own, as the Plugins screen's request is.
      expect(
        wpPhp(`require_once ABSPATH . 'wp-admin/includes/plugin.php'; var_export(activate_plugin('${PLUGIN}'));`),
      ).toBe('NULL');
    }
    const answer = await wpGraphQL<{ team: { __typename: string } | null; work: { __typename: string } | null }>(
      ADDRESSES,
    );
    expect(answer.errors ?? []).toEqual([]);
    expect(answer.data).toEqual({ team: { __typename: 'TeamMember' }, work: { __typename: 'CaseStudy' } });
  });

  it('brings its field groups: every group is in GraphQL on the type its location rules name', async () => {
    const answer = await wpGraphQL(
      `{ page: nodeByUri(uri: "/about-us/") { ... on Page { heroSettings { heroSize } pageMetadata { metaDescription } } }
         teamMembers(first: 1) { nodes { teamMemberDetails { teamMemberRole } } }
         caseStudies(first: 1) { nodes { caseStudyDetails { client } } }
         careers(first: 1) { nodes { careerDetails { location } } }
         posts(first: 1) { nodes { insightsArticle { insightsArticleAuthor } podcastInformation { podcastEpisodeNumber } } }
         themeSettings { devTools { tempCss } } }`,
    );
    expect(answer.errors ?? []).toEqual([]);
    expect(answer.data).toMatchObject({
      page: { heroSettings: { heroSize: ['large'] }, pageMetadata: { metaDescription: expect.any(String) } },
      teamMembers: { nodes: [{ teamMemberDetails: { teamMemberRole: expect.any(String) } }] },
      caseStudies: { nodes: [{ caseStudyDetails: { client: expect.any(String) } }] },
      careers: { nodes: [{ careerDetails: { location: expect.any(String) } }] },
      themeSettings: { devTools: { tempCss: expect.stringContaining('wp-block-button') } },
    });
  });

  it('answers where a renamed post’s old address leads, and nothing for an address that never moved', async () => {
    const id = Number(
      wpPhp(
        "echo wp_insert_post(array('post_type' => 'post', 'post_status' => 'publish', 'post_title' => 'Before', 'post_name' => 'plugin-test-before'));",
      ),
    );
    try {
      wpPhp(`wp_update_post(array('ID' => ${id}, 'post_name' => 'plugin-test-after'));`);
      const query = 'query ($uri: String!) { siteRedirect(uri: $uri) { uri permanent } }';
      const moved = await wpGraphQL(query, { uri: '/plugin-test-before/' });
      expect(moved.data).toEqual({ siteRedirect: { uri: '/plugin-test-after/', permanent: true } });
      const unmoved = await wpGraphQL(query, { uri: '/plugin-test-after/' });
      expect(unmoved.data).toEqual({ siteRedirect: null });
      const elsewhere = await wpGraphQL(query, { uri: '/team/plugin-test-before/' });
      expect(elsewhere.data).toEqual({ siteRedirect: null });
    } finally {
      wpPhp(`wp_delete_post(${id}, true);`);
    }
  });
});
