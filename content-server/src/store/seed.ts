import type Database from 'better-sqlite3';
import type { ContentPack, PackEntry, PackMenuItem } from '../../content-pack/types';
import { mimeTypeOf } from './mime';
import { siteTimeToGmt } from './site-time';
import { postUri, type PostType } from './uris';

/** True when the database holds no content yet. */
export function isEmpty(db: Database.Database): boolean {
  const row = db.prepare('SELECT COUNT(*) AS n FROM options').get() as { n: number };
  return row.n === 0;
}

/**
 * Writes a content pack into an empty database in one transaction: either all of it is there or none.
 * Media, posts of every type and menu items share one id sequence, as they share `wp_posts` in WordPress.
 */
export function seedPack(db: Database.Database, pack: ContentPack): void {
  db.transaction(() => writePack(db, pack))();
}

function writePack(db: Database.Database, pack: ContentPack): void {
  let nextPostId = 1;
  const mediaIds = new Map<string, number>();
  const insertMedia = db.prepare(
    'INSERT INTO media (id, file, alt_text, width, height, mime_type, credit, date) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
  );
  const firstDate = [...pack.pages, ...pack.posts].map((item) => item.date).sort()[0] ?? '2024-01-01T00:00:00';
  for (const image of pack.images) {
    const id = nextPostId++;
    insertMedia.run(
      id,
      image.file,
      image.altText,
      image.width,
      image.height,
      mimeTypeOf(image.file),
      image.credit,
      firstDate,
    );
    mediaIds.set(image.file, id);
  }
  const media = (file: string | null | undefined, where: string): number | null => {
    if (!file) return null;
    const id = mediaIds.get(file);
    if (id === undefined)
      throw new Error(`The content pack refers to image "${file}" (${where}) that is not in its images list.`);
    return id;
  };

  const userIds = new Map<string, number>();
  const insertUser = db.prepare(
    'INSERT INTO users (slug, name, first_name, last_name, description, avatar_file) VALUES (?, ?, ?, ?, ?, ?)',
  );
  for (const author of pack.authors) {
    const { lastInsertRowid } = insertUser.run(
      author.slug,
      author.name,
      author.firstName,
      author.lastName,
      author.description,
      author.avatar,
    );
    userIds.set(author.slug, Number(lastInsertRowid));
  }

  const termIds = new Map<string, number>();
  const tagIds = new Map<string, number>();
  const insertTerm = db.prepare('INSERT INTO terms (taxonomy, slug, name, description) VALUES (?, ?, ?, ?)');
  for (const category of pack.categories) {
    const { lastInsertRowid } = insertTerm.run('category', category.slug, category.name, category.description);
    termIds.set(category.slug, Number(lastInsertRowid));
  }
  for (const tag of pack.tags ?? []) {
    const { lastInsertRowid } = insertTerm.run('post_tag', tag.slug, tag.name, tag.description);
    tagIds.set(tag.slug, Number(lastInsertRowid));
  }

  const insertPost = db.prepare(`
    INSERT INTO posts (id, post_type, slug, uri, title, date, date_gmt, modified, modified_gmt, excerpt, content,
      author_id, featured_media_id, parent_id, menu_order, is_front_page, acf)
    VALUES (@id, @type, @slug, @uri, @title, @date, @gmt, @date, @gmt, @excerpt, @content,
      @author, @featured, @parent, @menuOrder, @front, @acf)`);
  const addPost = (
    type: PostType,
    entry: PackEntry,
    row: {
      uri: string;
      author?: number | null;
      featured: number | null;
      parent?: number | null;
      menuOrder?: number;
      front?: boolean;
      acf: object;
    },
  ): number => {
    const id = nextPostId++;
    insertPost.run({
      id,
      type,
      slug: entry.slug,
      uri: row.uri,
      title: entry.title,
      date: entry.date,
      gmt: siteTimeToGmt(entry.date),
      excerpt: entry.excerpt,
      content: entry.content,
      author: row.author ?? null,
      featured: row.featured,
      parent: row.parent ?? null,
      menuOrder: row.menuOrder ?? 0,
      front: row.front ? 1 : 0,
      acf: JSON.stringify(row.acf),
    });
    return id;
  };

  // Pages first, parents before children, so a child page can point at its parent's id.
  const pageIds = new Map<string, number>();
  const pages = [...pack.pages].sort((a, b) => a.uri.split('/').length - b.uri.split('/').length);
  for (const page of pages) {
    const parentUri = page.uri === '/' ? null : page.uri.replace(/[^/]+\/$/, '');
    const id = addPost('page', page, {
      uri: page.uri,
      author: null,
      featured: media(page.featuredImage, `page ${page.uri}`),
      parent: parentUri && parentUri !== '/' ? (pageIds.get(parentUri) ?? null) : null,
      menuOrder: page.menuOrder ?? 0,
      front: page.isFrontPage === true || page.uri === '/',
      acf: {
        heroSettings: { ...page.heroSettings, heroImage: media(page.heroSettings.heroImage, `hero of ${page.uri}`) },
        pageMetadata: {
          ...page.pageMetadata,
          openGraphImage: media(page.pageMetadata.openGraphImage, `metadata of ${page.uri}`),
        },
      },
    });
    pageIds.set(page.uri, id);
  }

  const insertPostTerm = db.prepare('INSERT INTO post_terms (term_id, post_id, post_date) VALUES (?, ?, ?)');
  const sticky: number[] = [];
  const formats: Record<string, string> = {};
  for (const post of pack.posts) {
    const author = userIds.get(post.author);
    if (author === undefined)
      throw new Error(`Post "${post.slug}" names author "${post.author}", who is not in the pack.`);
    const podcast = post.podcastInformation;
    const id = addPost('post', post, {
      uri: postUri('post', post.slug),
      author,
      featured: media(post.featuredImage, `post ${post.slug}`),
      acf: {
        insightsArticle: { insightsArticleAuthor: post.insightsArticleAuthor },
        podcastInformation: podcast
          ? { ...podcast, podcastEpisodeThumbnail: media(podcast.podcastEpisodeThumbnail, `podcast ${post.slug}`) }
          : null,
      },
    });
    if (post.sticky) sticky.push(id);
    if (post.format) formats[String(id)] = post.format;
    for (const slug of post.categories) {
      const term = termIds.get(slug);
      if (term === undefined)
        throw new Error(`Post "${post.slug}" is in category "${slug}", which is not in the pack.`);
      insertPostTerm.run(term, id, post.date);
    }
    for (const slug of post.tags ?? []) {
      const tag = tagIds.get(slug);
      if (tag === undefined) throw new Error(`Post "${post.slug}" has the tag "${slug}", which is not in the pack.`);
      insertPostTerm.run(tag, id, post.date);
    }
  }

  /** An entry of one of the companion plugin's types: at its address under the type's prefix, with its field group. */
  const addEntry = (
    type: PostType,
    entry: PackEntry & { featuredImage?: string | null; menuOrder?: number },
    acf: object,
  ) =>
    addPost(type, entry, {
      uri: postUri(type, entry.slug),
      featured: media(entry.featuredImage, `${type} ${entry.slug}`),
      menuOrder: entry.menuOrder,
      acf,
    });
  for (const member of pack.teamMembers)
    addEntry('team_member', member, { teamMemberDetails: member.teamMemberDetails });
  for (const study of pack.caseStudies) addEntry('case_study', study, { caseStudyDetails: study.caseStudyDetails });
  for (const career of pack.careers) addEntry('career', career, { careerDetails: career.careerDetails });

  const insertMenuItem = db.prepare(`
    INSERT INTO menu_items (id, location, parent_id, position, label, path, title, css_classes, description, target, link_relationship)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  const addMenuItems = (location: string, items: PackMenuItem[], parent: number | null) => {
    items.forEach((item, index) => {
      const id = nextPostId++;
      insertMenuItem.run(
        id,
        location,
        parent,
        index + 1,
        item.label,
        item.path,
        item.title ?? null,
        JSON.stringify(item.cssClasses ?? []),
        item.description ?? null,
        item.target ?? null,
        item.linkRelationship ?? null,
      );
      if (item.children?.length) addMenuItems(location, item.children, id);
    });
  };
  addMenuItems('PRIMARY', pack.menus.PRIMARY, null);
  addMenuItems('FOOTER', pack.menus.FOOTER, null);

  const insertForm = db.prepare(`
    INSERT INTO forms (id, title, description, css_class, is_active, submit_text, last_page_text, last_page_type,
      confirmation_message, date_created) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  const insertField = db.prepare(`
    INSERT INTO form_fields (form_id, id, position, type, label, is_required, placeholder, visibility, value, css_class,
      max_length, inputs, choices) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  for (const form of pack.forms) {
    insertForm.run(
      form.databaseId,
      form.title,
      form.description,
      form.cssClass,
      form.isActive ? 1 : 0,
      form.submitButtonText,
      form.lastPageButton.text,
      form.lastPageButton.type,
      form.confirmationMessage,
      siteTimeToGmt(firstDate),
    );
    form.fields.forEach((field, index) => {
      insertField.run(
        form.databaseId,
        field.id,
        index + 1,
        field.type,
        field.label,
        field.isRequired ? 1 : 0,
        field.placeholder,
        field.visibility,
        field.value,
        field.cssClass,
        field.maxLength ?? 0,
        JSON.stringify(field.inputs ?? []),
        JSON.stringify(field.choices ?? []),
      );
    });
  }

  const setOption = db.prepare('INSERT INTO options (name, value) VALUES (?, ?)');
  setOption.run('theme_css', pack.themeCss);
  setOption.run('sticky_posts', JSON.stringify(sticky));
  setOption.run('post_formats', JSON.stringify(formats));
  const addRedirect = db.prepare(
    'INSERT INTO site_redirects (position, from_uri, to_uri, permanent) VALUES (?, ?, ?, ?)',
  );
  pack.redirects.forEach((redirect, index) =>
    addRedirect.run(index + 1, redirect.from, redirect.to, redirect.permanent ? 1 : 0),
  );
  setOption.run('site', JSON.stringify(pack.site));
  setOption.run('seeded_at', new Date().toISOString());
}
