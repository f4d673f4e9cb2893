<?php
/**
 * Adds a large archive to a WordPress in one process (bench/scale.ts): N published posts, C categories and T tags,
 * each post in one category and two tags. Posts go in with multi-row INSERTs (wp_insert_post costs milliseconds
 * a post: hooks, term counting, cache invalidation), then term counts are set once and caches flushed, as a
 * WordPress that grew over years holds them. Dates run back an hour per post from now, newest first by id.
 *
 * php seed-volume.php <wp-dir> <posts> <categories> <tags>
 */
[, $wp_dir, $posts, $categories, $tags] = $argv + [null, null, 20000, 300, 2000];
// Like an import, it announces nothing item by item: the companion plugin would queue a change notice per term.
define('WP_IMPORTING', true);
require $wp_dir . '/wp-load.php';
global $wpdb;
$posts = (int) $posts;
$categories = (int) $categories;
$tags = (int) $tags;
$started = microtime(true);

wp_defer_term_counting(true);
wp_suspend_cache_invalidation(true);

$term_ids = static function (string $taxonomy, string $prefix, int $count): array {
	$ids = [];
	for ($i = 0; $i < $count; $i++) {
		$term = wp_insert_term(sprintf('%s %d', ucfirst($prefix), $i), $taxonomy, ['slug' => sprintf('%s-%d', $prefix, $i)]);
		if (is_wp_error($term)) {
			fwrite(STDERR, $term->get_error_message() . "\n");
			exit(1);
		}
		$ids[] = (int) $term['term_taxonomy_id'];
	}
	return $ids;
};
$category_tt = $term_ids('category', 'volume-category', $categories);
$tag_tt = $term_ids('post_tag', 'volume-tag', $tags);

$author = 1;
$now = time();
$first_id = null;
for ($start = 0; $start < $posts; $start += 500) {
	$rows = [];
	for ($i = $start; $i < min($posts, $start + 500); $i++) {
		$gmt = gmdate('Y-m-d H:i:s', $now - ($posts - $i) * 3600);
		$local = get_date_from_gmt($gmt);
		$title = sprintf('Volume post %d', $i);
		$slug = sprintf('volume-post-%d', $i);
		$content = sprintf("<!-- wp:paragraph -->\n<p>Post %d of a large archive. %s</p>\n<!-- /wp:paragraph -->", $i, str_repeat('Words that fill a paragraph. ', 12));
		$rows[] = $wpdb->prepare(
			"(%d, %s, %s, %s, %s, '', 'publish', 'closed', 'closed', %s, '', '', %s, %s, '', 0, '', 0, 'post')",
			$author, $local, $gmt, $content, $title, $slug, $local, $gmt
		);
	}
	$wpdb->query(
		"INSERT INTO {$wpdb->posts} (post_author, post_date, post_date_gmt, post_content, post_title, post_excerpt, post_status, comment_status, ping_status, post_name, to_ping, pinged, post_modified, post_modified_gmt, post_content_filtered, post_parent, guid, menu_order, post_type) VALUES " . implode(',', $rows)
	);
	$first_id ??= (int) $wpdb->insert_id;
}
$ids = $wpdb->get_col($wpdb->prepare("SELECT ID FROM {$wpdb->posts} WHERE post_type = 'post' AND post_name LIKE %s ORDER BY ID", 'volume-post-%'));
$wpdb->query("UPDATE {$wpdb->posts} SET guid = CONCAT('" . esc_sql(home_url('/?p=')) . "', ID) WHERE post_name LIKE 'volume-post-%'");

foreach (array_chunk($ids, 500) as $chunk) {
	$rows = [];
	foreach ($chunk as $n => $id) {
		$i = (int) $id;
		$rows[] = sprintf('(%d, %d, 0)', $i, $category_tt[$i % $categories]);
		$rows[] = sprintf('(%d, %d, 0)', $i, $tag_tt[$i % $tags]);
		$rows[] = sprintf('(%d, %d, 0)', $i, $tag_tt[($i * 7 + 3) % $tags]);
	}
	$wpdb->query("INSERT IGNORE INTO {$wpdb->term_relationships} (object_id, term_taxonomy_id, term_order) VALUES " . implode(',', $rows));
}
$wpdb->query(
	"UPDATE {$wpdb->term_taxonomy} tt SET count = (SELECT COUNT(*) FROM {$wpdb->term_relationships} tr JOIN {$wpdb->posts} p ON p.ID = tr.object_id AND p.post_status = 'publish' WHERE tr.term_taxonomy_id = tt.term_taxonomy_id) WHERE tt.taxonomy IN ('category', 'post_tag')"
);

wp_suspend_cache_invalidation(false);
wp_defer_term_counting(false);
wp_cache_flush();
printf(
	"%d posts, %d categories, %d tags in %.1f s\n",
	count($ids),
	$categories,
	$tags,
	microtime(true) - $started
);
