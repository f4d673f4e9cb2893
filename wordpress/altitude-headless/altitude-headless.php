<?php
/**
 * Plugin Name: Altitude Headless
 * Description: Registers what the Altitude site reads (menu locations, custom post types, the theme settings
 *              options page) and tells the site which cached pages to refresh whenever content changes.
 * Version:     1.0.0
 * Requires PHP: 8.0
 * License:     MIT
 *
 * Configure in wp-config.php:
 *   define( 'ALTITUDE_REVALIDATE_URL', 'https://www.example.com/api/revalidate' );
 *   define( 'ALTITUDE_REVALIDATE_SECRET', '…the same value as the site\'s REVALIDATE_SECRET…' );
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

// Receipts of change notices: the queue, retries, the status beside each entry and Tools → Site notices.
require_once __DIR__ . '/notices.php';
// Excerpts end at a post's "more" tag, as WordPress's blog shows them.
require_once __DIR__ . '/excerpts.php';
// The site's design tokens as the editor's choices, and its faces and content styles in the editor's canvas.
require_once __DIR__ . '/design-system.php';
// The designed sections as block patterns in the editor's "Altitude" category (patterns/).
require_once __DIR__ . '/patterns.php';
// The site's preview in a pane of the block editor, reloaded after saves and autosaves.
require_once __DIR__ . '/preview-pane.php';

/** Menu locations the site reads as PRIMARY and FOOTER. */
add_action(
	'after_setup_theme',
	static function () {
		register_nav_menus(
			array(
				'primary' => 'Primary navigation',
				'footer'  => 'Footer navigation',
			)
		);
	}
);

/**
 * Block styles for designed sections (docs/blocks.md): editors pick them in a block's Styles panel, the editor
 * saves them as an `is-style-<name>` class, and the site draws them (components/templates/blocks.css).
 */
function altitude_register_block_styles() {
	$styles = array(
		'core/columns' => array(
			'cards' => 'Cards',
			'stats' => 'Stats',
		),
		'core/group'   => array(
			'cards' => 'Cards',
			'band'  => 'Band',
		),
		'core/list'    => array(
			'steps' => 'Steps',
		),
	);
	foreach ( $styles as $block => $names ) {
		foreach ( $names as $name => $label ) {
			register_block_style(
				$block,
				array(
					'name'  => $name,
					'label' => $label,
				)
			);
		}
	}
}
add_action( 'init', 'altitude_register_block_styles' );

/**
 * The content types the site reads, from content-types.json beside this file: the one table of them, read as well
 * by the site (lib/cms/content-types.ts) and the embedded content server. Keyed by GraphQL single name.
 */
function altitude_content_types(): array {
	static $types = null;
	if ( null === $types ) {
		$types = json_decode( (string) file_get_contents( __DIR__ . '/content-types.json' ), true, 16, JSON_THROW_ON_ERROR );
	}
	return $types;
}

/**
 * The custom post types, exposed to WPGraphQL under the names the site queries: the manifest's rows this plugin
 * registers (`register`: labels, address prefix and menu icon). Registration, previews and deactivation all
 * follow from this list. WordPress name => row.
 */
function altitude_custom_post_types(): array {
	$custom = array();
	foreach ( altitude_content_types() as $type ) {
		if ( isset( $type['register'] ) ) {
			$custom[ $type['postType'] ] = $type;
		}
	}
	return $custom;
}

/** Registers the custom post types. */
function altitude_register_post_types() {
	foreach ( altitude_custom_post_types() as $post_type => $type ) {
		register_post_type(
			$post_type,
			array(
				'labels'              => array(
					'name'          => $type['register']['plural'],
					'singular_name' => $type['register']['singular'],
				),
				'public'              => true,
				'has_archive'         => false,
				'menu_icon'           => $type['register']['icon'],
				'rewrite'             => array(
					'slug'       => $type['register']['slug'],
					'with_front' => false,
				),
				'supports'            => array( 'title', 'editor', 'excerpt', 'thumbnail', 'page-attributes', 'revisions' ),
				'show_in_rest'        => true,
				'show_in_graphql'     => true,
				'graphql_single_name' => $type['single'],
				'graphql_plural_name' => $type['plural'],
			)
		);
	}
}
add_action( 'init', 'altitude_register_post_types' );

/**
 * The post types' addresses (/team/…, /work/…, /careers/…) exist only once WordPress rebuilds its rewrite
 * rules with them registered: done on activation, so nobody has to re-save Permalinks first.
 */
register_activation_hook(
	__FILE__,
	static function () {
		altitude_register_post_types();
		flush_rewrite_rules( false );
	}
);
register_deactivation_hook(
	__FILE__,
	static function () {
		foreach ( array_keys( altitude_custom_post_types() ) as $post_type ) {
			unregister_post_type( $post_type );
		}
		flush_rewrite_rules( false );
		wp_clear_scheduled_hook( ALTITUDE_NOTICE_SAFETY_NET );
	}
);

/**
 * The site's ACF field groups ship with the plugin (acf-json/) and load as local JSON: activating the plugin
 * is all it takes. To edit them in the admin, use ACF → Field Groups → Sync.
 */
add_filter(
	'acf/settings/load_json',
	static function ( $paths ) {
		$paths[] = __DIR__ . '/acf-json';
		return $paths;
	}
);

/**
 * Authors' pictures from the media library: a user's `altitude_avatar` (an attachment id, set on the profile)
 * replaces Gravatar, which a private WordPress or a visitor's privacy settings may not reach.
 */
add_filter(
	'pre_get_avatar_data',
	static function ( $args, $id_or_email ) {
		$user_id = 0;
		if ( is_numeric( $id_or_email ) ) {
			$user_id = (int) $id_or_email;
		} elseif ( $id_or_email instanceof WP_User ) {
			$user_id = $id_or_email->ID;
		} elseif ( $id_or_email instanceof WP_Post ) {
			$user_id = (int) $id_or_email->post_author;
		} elseif ( $id_or_email instanceof WP_Comment ) {
			$user_id = (int) $id_or_email->user_id;
		}
		$attachment = $user_id ? (int) get_user_meta( $user_id, 'altitude_avatar', true ) : 0;
		$url        = $attachment ? wp_get_attachment_image_url( $attachment, 'full' ) : false;
		if ( $url ) {
			$args['url']          = $url;
			$args['found_avatar'] = true;
		}
		return $args;
	},
	10,
	2
);

/** The ACF options page read as `themeSettings { devTools { tempCss } }`. */
add_action(
	'acf/init',
	static function () {
		if ( function_exists( 'acf_add_options_page' ) ) {
			acf_add_options_page(
				array(
					'page_title'         => 'Theme Settings',
					'menu_slug'          => 'theme-settings',
					'show_in_graphql'    => true,
					'graphql_field_name' => 'themeSettings',
				)
			);
		}
	}
);

/** `sha256=<hex HMAC-SHA256 of "<timestamp>.<body>">`, as the site's /api/revalidate checks it. */
function altitude_sign( string $secret, string $timestamp, string $body ): string {
	return 'sha256=' . hash_hmac( 'sha256', $timestamp . '.' . $body, $secret );
}

/**
 * Queues one change notice for the site; the queue goes out when the request ends (`altitude_send_notices`), once
 * per distinct notice. A menu saved with twenty items, or a post saved and then its custom fields (the block editor
 * saves meta boxes in a second request), is announced once, after everything it changed is in the database.
 * `$post_id`: the entry the change is about, whose editors see its receipt (notices.php).
 */
function altitude_notify_site( array $change, int $post_id = 0 ) {
	if ( ! defined( 'ALTITUDE_REVALIDATE_URL' ) || ! defined( 'ALTITUDE_REVALIDATE_SECRET' ) ) {
		return;
	}
	// An import (WordPress's importers, the demo seed) announces nothing item by item.
	if ( defined( 'WP_IMPORTING' ) && WP_IMPORTING ) {
		return;
	}
	$body = wp_json_encode( $change );
	if ( empty( $GLOBALS['altitude_pending_notices'] ) ) {
		$GLOBALS['altitude_pending_notices'] = array();
		add_action( 'shutdown', 'altitude_send_notices' );
	}
	$GLOBALS['altitude_pending_notices'][ $body ] = max( $post_id, $GLOBALS['altitude_pending_notices'][ $body ] ?? 0 );
}

/**
 * Stores the queued notices (notices.php keeps each with the site's answer), finishes the editor's response, then
 * sends them, signed: an editor never waits for the site, and a site that is down does not break saving. A notice
 * the site does not take is tried again from cron.
 */
function altitude_send_notices() {
	$pending                             = $GLOBALS['altitude_pending_notices'] ?? array();
	$GLOBALS['altitude_pending_notices'] = array();
	$ids                                 = array();
	foreach ( $pending as $body => $post_id ) {
		$ids[] = altitude_store_notice( (string) $body, (int) $post_id );
	}
	if ( function_exists( 'fastcgi_finish_request' ) ) {
		fastcgi_finish_request();
	}
	foreach ( $ids as $id ) {
		altitude_deliver_notice( $id );
	}
}

/** The GraphQL single name of a post type, as the site names its content lists. */
function altitude_graphql_type_name( string $post_type ): string {
	$object = get_post_type_object( $post_type );
	if ( $object && ! empty( $object->graphql_single_name ) ) {
		return (string) $object->graphql_single_name;
	}
	return $post_type;
}

/** The site path of a URL WordPress made (`/` for the front page). */
function altitude_site_path( string $url ): string {
	$path = wp_make_link_relative( $url );
	return '' === $path ? '/' : $path;
}

/**
 * The notice for a post that changed: where it lives now, where it lived before when it moved or left,
 * its type by GraphQL name, and for posts every category it was in before or after (their lists show it).
 * Pure, so it is tested without WordPress.
 */
function altitude_node_notice( string $uri, ?string $previous_uri, string $content_type, array $categories ): array {
	$notice = array(
		'kind'        => 'node',
		'uri'         => $uri,
		'contentType' => $content_type,
		'categories'  => array_values( array_unique( array_map( 'strval', $categories ) ) ),
	);
	if ( null !== $previous_uri && $previous_uri !== $uri ) {
		$notice['previousUri'] = $previous_uri;
	}
	return $notice;
}

/** The menu locations the site reads whose assigned menu changed between two `nav_menu_locations` maps. */
function altitude_changed_locations( array $before, array $after ): array {
	$changed = array();
	foreach ( array( 'primary', 'footer' ) as $location ) {
		if ( (int) ( $before[ $location ] ?? 0 ) !== (int) ( $after[ $location ] ?? 0 ) ) {
			$changed[] = strtoupper( $location );
		}
	}
	return $changed;
}

/** Category slugs a post had before this request changed them (filled by `set_object_terms`). */
$GLOBALS['altitude_previous_categories'] = array();

add_action(
	'set_object_terms',
	static function ( $object_id, $terms, $tt_ids, $taxonomy, $append, $old_tt_ids ) {
		if ( 'category' !== $taxonomy || isset( $GLOBALS['altitude_previous_categories'][ $object_id ] ) ) {
			return;
		}
		$slugs = array();
		foreach ( (array) $old_tt_ids as $tt_id ) {
			$term = get_term_by( 'term_taxonomy_id', (int) $tt_id, 'category' );
			if ( $term && ! is_wp_error( $term ) ) {
				$slugs[] = $term->slug;
			}
		}
		$GLOBALS['altitude_previous_categories'][ $object_id ] = $slugs;
	},
	10,
	6
);

/** Whether a post of this type is content the site shows. */
function altitude_is_site_content( $post ): bool {
	if ( ! $post || wp_is_post_revision( $post ) || wp_is_post_autosave( $post ) ) {
		return false;
	}
	$object = get_post_type_object( $post->post_type );
	return $object && ! empty( $object->show_in_graphql ) && 'attachment' !== $post->post_type && 'nav_menu_item' !== $post->post_type;
}

/**
 * Published content changed, appeared or disappeared. `wp_after_insert_post` runs once the post, its terms
 * and its meta are all saved — in the block editor too, which saves terms after the post — and still knows
 * the post as it was, so an unpublished or renamed post is announced at the address it had.
 */
add_action(
	'wp_after_insert_post',
	static function ( $post_id, $post, $update, $post_before ) {
		$was_public = $post_before && 'publish' === $post_before->post_status;
		$is_public  = 'publish' === $post->post_status;
		if ( ( ! $was_public && ! $is_public ) || ! altitude_is_site_content( $post ) ) {
			return;
		}
		$previous = $was_public ? altitude_site_path( get_permalink( $post_before ) ) : null;
		$uri      = $is_public ? altitude_site_path( get_permalink( $post ) ) : $previous;
		$categories = array();
		if ( 'post' === $post->post_type ) {
			$now        = wp_get_post_categories( $post_id, array( 'fields' => 'slugs' ) );
			$before     = $GLOBALS['altitude_previous_categories'][ $post_id ] ?? array();
			$categories = array_merge( is_array( $now ) ? $now : array(), $before );
		}
		altitude_notify_site( altitude_node_notice( $uri, $previous, altitude_graphql_type_name( $post->post_type ), $categories ), (int) $post_id );
	},
	10,
	4
);

/** A published post deleted outright (without going through the trash). */
add_action(
	'before_delete_post',
	static function ( $post_id, $post = null ) {
		$post = $post ?: get_post( $post_id );
		if ( ! $post || 'publish' !== $post->post_status || ! altitude_is_site_content( $post ) ) {
			return;
		}
		$categories = 'post' === $post->post_type ? wp_get_post_categories( $post_id, array( 'fields' => 'slugs' ) ) : array();
		$uri        = altitude_site_path( get_permalink( $post ) );
		altitude_notify_site( altitude_node_notice( $uri, null, altitude_graphql_type_name( $post->post_type ), is_array( $categories ) ? $categories : array() ), (int) $post->ID );
	},
	10,
	2
);

/** A category's or tag's notice: its archive, its slug (a category's lists' tag), the taxonomy. */
function altitude_term_notice( $term ): ?array {
	if ( ! $term || is_wp_error( $term ) || ! in_array( $term->taxonomy, array( 'category', 'post_tag' ), true ) ) {
		return null;
	}
	$link = get_term_link( $term );
	if ( is_wp_error( $link ) ) {
		return null;
	}
	return array(
		'kind'     => 'term',
		'uri'      => altitude_site_path( $link ),
		'slug'     => $term->slug,
		'taxonomy' => $term->taxonomy,
	);
}

/** Categories and tags created or edited: their archive and the post lists. */
foreach ( array( 'created_term', 'edited_term' ) as $term_hook ) {
	add_action(
		$term_hook,
		static function ( $term_id, $tt_id = 0, $taxonomy = '' ) {
			$notice = altitude_term_notice( get_term( (int) $term_id, (string) $taxonomy ) );
			if ( $notice ) {
				altitude_notify_site( $notice );
			}
		},
		10,
		3
	);
}

/** A category or tag about to be deleted: announced while its address can still be worked out. */
add_action(
	'pre_delete_term',
	static function ( $term_id, $taxonomy ) {
		$notice = altitude_term_notice( get_term( (int) $term_id, (string) $taxonomy ) );
		if ( $notice ) {
			altitude_notify_site( $notice );
		}
	},
	10,
	2
);

/** Notices for every location the site reads that a menu is assigned to. */
function altitude_notify_menu( int $menu_id ) {
	foreach ( get_nav_menu_locations() as $location => $assigned ) {
		if ( (int) $assigned === $menu_id && in_array( $location, array( 'primary', 'footer' ), true ) ) {
			altitude_notify_site(
				array(
					'kind'     => 'menu',
					'location' => strtoupper( $location ),
				)
			);
		}
	}
}

/** A menu saved (Appearance → Menus, the Customizer). */
add_action(
	'wp_update_nav_menu',
	static function ( $menu_id ) {
		altitude_notify_menu( (int) $menu_id );
	}
);

/**
 * One menu item added, edited, moved or deleted — through the classic screen, the Site Editor or the REST API
 * (`wp/v2/menu-items`, which fires neither `wp_update_nav_menu` nor `wp_update_nav_menu_item`).
 */
function altitude_notify_menu_item( $item_id ) {
	$menus = wp_get_object_terms( (int) $item_id, 'nav_menu', array( 'fields' => 'ids' ) );
	foreach ( is_wp_error( $menus ) ? array() : $menus as $menu_id ) {
		altitude_notify_menu( (int) $menu_id );
	}
}
add_action(
	'wp_update_nav_menu_item',
	static function ( $menu_id, $item_id ) {
		altitude_notify_menu( (int) $menu_id );
	},
	10,
	2
);
add_action(
	'rest_after_insert_nav_menu_item',
	static function ( $item ) {
		altitude_notify_menu_item( $item->ID );
	}
);
add_action(
	'wp_after_insert_post',
	static function ( $post_id, $post ) {
		if ( 'nav_menu_item' === $post->post_type ) {
			altitude_notify_menu_item( $post_id );
		}
	},
	10,
	2
);
add_action(
	'before_delete_post',
	static function ( $post_id, $post = null ) {
		$post = $post ?: get_post( $post_id );
		if ( $post && 'nav_menu_item' === $post->post_type ) {
			altitude_notify_menu_item( $post_id );
		}
	},
	10,
	2
);

/** Another menu assigned to a location (Appearance → Menus → Manage Locations, or the Customizer). */
add_action(
	'updated_option',
	static function ( $option, $old_value, $value ) {
		if ( 0 !== strpos( (string) $option, 'theme_mods_' ) ) {
			return;
		}
		$before = is_array( $old_value ) ? ( $old_value['nav_menu_locations'] ?? array() ) : array();
		$after  = is_array( $value ) ? ( $value['nav_menu_locations'] ?? array() ) : array();
		foreach ( altitude_changed_locations( (array) $before, (array) $after ) as $location ) {
			altitude_notify_site(
				array(
					'kind'     => 'menu',
					'location' => $location,
				)
			);
		}
	},
	10,
	3
);

/**
 * Custom fields saved: the Theme Settings page (the injected stylesheet), or a published post's fields, which the
 * block editor saves in a request of their own after the post itself.
 */
add_action(
	'acf/save_post',
	static function ( $post_id ) {
		if ( 'options' === $post_id ) {
			altitude_notify_site( array( 'kind' => 'theme-css' ) );
			return;
		}
		$post = is_numeric( $post_id ) ? get_post( (int) $post_id ) : null;
		if ( $post && 'publish' === $post->post_status && altitude_is_site_content( $post ) ) {
			$categories = 'post' === $post->post_type ? wp_get_post_categories( $post->ID, array( 'fields' => 'slugs' ) ) : array();
			altitude_notify_site( altitude_node_notice( altitude_site_path( get_permalink( $post ) ), null, altitude_graphql_type_name( $post->post_type ), is_array( $categories ) ? $categories : array() ), (int) $post->ID );
		}
	},
	20
);

/** The post types whose entries have addresses on the site: public, in GraphQL, not attachments. */
function altitude_entry_post_types(): array {
	return array_values(
		array_filter(
			get_post_types( array( 'public' => true ) ),
			static function ( $type ) {
				$object = get_post_type_object( $type );
				return 'attachment' !== $type && ! empty( $object->show_in_graphql );
			}
		)
	);
}

/**
 * Where an address a post used to have leads now, as WordPress itself redirects it (`_wp_old_slug`, kept when an
 * editor changes a slug): the published post of a site content type that had the address's last segment as its
 * slug, if its address is now another one. Null when nothing moved there.
 */
function altitude_moved_to( string $uri ): ?string {
	$path = trim( (string) wp_parse_url( $uri, PHP_URL_PATH ), '/' );
	if ( '' === $path ) {
		return null;
	}
	$segments = explode( '/', $path );
	$slug     = sanitize_title( (string) end( $segments ) );
	$ids      = get_posts(
		array(
			'post_type'      => altitude_entry_post_types(),
			'post_status'    => 'publish',
			'meta_key'       => '_wp_old_slug', // phpcs:ignore WordPress.DB.SlowDBQuery
			'meta_value'     => $slug, // phpcs:ignore WordPress.DB.SlowDBQuery
			'orderby'        => 'modified',
			'order'          => 'DESC',
			'fields'         => 'ids',
			'posts_per_page' => 10,
		)
	);
	$wanted = '/' . $path . '/';
	foreach ( $ids as $id ) {
		$to = altitude_site_path( get_permalink( $id ) );
		// The post type's base must match (/team/old-name/ is not a post that was called old-name).
		$base = dirname( $wanted );
		if ( $to !== $wanted && dirname( $to ) === $base ) {
			return $to;
		}
	}
	return null;
}

/** `siteRedirect(uri)` in GraphQL: where the site sends a visitor who asks for an address that moved. */
add_action(
	'graphql_register_types',
	static function () {
		register_graphql_object_type(
			'SiteRedirect',
			array(
				'description' => 'Where an address that moved leads now',
				'fields'      => array(
					'uri'       => array(
						'type'        => array( 'non_null' => 'String' ),
						'description' => 'The address to send visitors to',
					),
					'permanent' => array(
						'type'        => array( 'non_null' => 'Boolean' ),
						'description' => 'Whether the move is permanent (308) rather than temporary (307)',
					),
				),
			)
		);
		register_graphql_field(
			'RootQuery',
			'siteRedirect',
			array(
				'type'        => 'SiteRedirect',
				'description' => 'Where an address leads now: an editor\'s redirect (Tools → Redirects), else where a renamed post moved (a changed slug); null when neither',
				'args'        => array(
					'uri' => array(
						'type'        => array( 'non_null' => 'String' ),
						'description' => 'The address asked for, e.g. /old-name/',
					),
				),
				'resolve'     => static function ( $root, $args ) {
					$editor = altitude_editor_redirect( (string) $args['uri'] );
					if ( null !== $editor ) {
						return array(
							'uri'       => $editor['to'],
							'permanent' => $editor['permanent'],
						);
					}
					$to = altitude_moved_to( (string) $args['uri'] );
					return null === $to ? null : array(
						'uri'       => $to,
						'permanent' => true,
					);
				},
			)
		);
	}
);

/**
 * Whether something the site shows lives at a site path: a published entry whose address it is, or a category's or
 * tag's archive. There an editor's redirect does not apply (the site shows what lives there).
 */
function altitude_lives_at( string $path ): bool {
	$id = url_to_postid( home_url( $path ) );
	if ( $id && 'publish' === get_post_status( $id ) && 0 === strcasecmp( altitude_site_path( (string) get_permalink( $id ) ), $path ) ) {
		return true;
	}
	$segments = explode( '/', trim( $path, '/' ) );
	foreach ( array( 'category', 'post_tag' ) as $taxonomy ) {
		$term = get_term_by( 'slug', (string) end( $segments ), $taxonomy );
		if ( $term instanceof WP_Term && 0 === strcasecmp( altitude_site_path( (string) get_term_link( $term ) ), $path ) ) {
			return true;
		}
	}
	return false;
}

/**
 * The addresses published entries left when an editor changed their slug (`_wp_old_slug`), each with where the
 * entry lives now, as `altitude_moved_to` answers one address: the most recently modified entry when several left
 * it, only within the entry's own base, never an address some published entry lives at now. One query for the
 * moves and one for the entries now living at any of them, however many there are.
 */
function altitude_moved_addresses(): array {
	global $wpdb;
	$types = altitude_entry_post_types();
	if ( array() === $types ) {
		return array();
	}
	$in   = implode( ', ', array_fill( 0, count( $types ), '%s' ) );
	$rows = $wpdb->get_results( // phpcs:ignore WordPress.DB.DirectDatabaseQuery
		$wpdb->prepare(
			"SELECT m.post_id, m.meta_value FROM {$wpdb->postmeta} m JOIN {$wpdb->posts} p ON p.ID = m.post_id
			WHERE m.meta_key = '_wp_old_slug' AND p.post_status = 'publish' AND p.post_type IN ($in)
			ORDER BY p.post_modified DESC, p.ID DESC", // phpcs:ignore WordPress.DB.PreparedSQLPlaceholders
			$types
		)
	);
	$moved = array();
	foreach ( $rows as $row ) {
		$to   = altitude_site_path( (string) get_permalink( (int) $row->post_id ) );
		$from = rtrim( dirname( $to ), '/' ) . '/' . $row->meta_value . '/';
		if ( '' !== (string) $row->meta_value && $from !== $to && ! isset( $moved[ $from ] ) ) {
			$moved[ $from ] = $to;
		}
	}
	if ( array() === $moved ) {
		return array();
	}
	$slugs = array_values( array_unique( array_map( static fn( $from ) => basename( $from ), array_keys( $moved ) ) ) );
	$live  = get_posts(
		array(
			'post_type'      => $types,
			'post_status'    => 'publish',
			'post_name__in'  => $slugs,
			'fields'         => 'ids',
			'posts_per_page' => -1,
		)
	);
	foreach ( $live as $id ) {
		unset( $moved[ altitude_site_path( (string) get_permalink( $id ) ) ] );
	}
	return $moved;
}

/**
 * Every address that leads elsewhere, as `siteRedirect` answers each: the site's whole redirect map, read in one
 * request and decided before anything renders. Each editor's redirect (Tools → Redirects) whose From nothing lives
 * at, in the list's order; then each address a renamed entry left that no editor's redirect names, by address.
 */
function altitude_redirect_map(): array {
	$map   = array();
	$named = array();
	foreach ( altitude_redirects() as $redirect ) {
		$named[ strtolower( $redirect['from'] ) ] = true;
		if ( ! altitude_lives_at( $redirect['from'] ) ) {
			$map[] = array(
				'from'      => $redirect['from'],
				'to'        => $redirect['to'],
				'permanent' => (bool) $redirect['permanent'],
			);
		}
	}
	$moved = altitude_moved_addresses();
	ksort( $moved, SORT_STRING );
	foreach ( $moved as $from => $to ) {
		if ( ! isset( $named[ strtolower( (string) $from ) ] ) ) {
			$map[] = array(
				'from'      => (string) $from,
				'to'        => $to,
				'permanent' => true,
			);
		}
	}
	return $map;
}

/** `siteRedirects` in GraphQL: the whole map (`altitude_redirect_map`). */
add_action(
	'graphql_register_types',
	static function () {
		register_graphql_field(
			'RootQuery',
			'siteRedirects',
			array(
				'type'        => array( 'non_null' => array( 'list_of' => array( 'non_null' => 'SiteRedirectRule' ) ) ),
				'description' => 'Every address that leads elsewhere: each editor\'s redirect (Tools → Redirects) whose From nothing lives at, in their order, then each address a renamed entry left (a changed slug), by address',
				'resolve'     => static function () {
					return altitude_redirect_map();
				},
			)
		);
	}
);

/** A Gravity Forms form saved, (de)activated, trashed, restored or deleted: the forms the site renders. */
foreach ( array( 'gform_after_save_form', 'gform_post_form_activated', 'gform_post_form_deactivated', 'gform_post_form_trashed', 'gform_post_form_restored', 'gform_after_delete_form' ) as $form_hook ) {
	add_action(
		$form_hook,
		static function () {
			altitude_notify_site( array( 'kind' => 'forms' ) );
		}
	);
}

/*
 * Redirects editors manage: Tools → Redirects, one list stored in the option `altitude_redirects`.
 *
 * A screen of the plugin's own rather than an ACF repeater on Theme Settings: redirects keep working with ACF
 * deactivated or its options screen broken, every save (the screen, the `updateSiteRedirects` mutation, an
 * `update_option` from WP-CLI) goes through one validation, and the option's old and new values are both at
 * hand when it changes, so the notice names exactly the addresses whose redirect appeared, changed or went.
 */

/** Who may edit the list: editors and administrators (filter `altitude_redirects_capability`). */
function altitude_redirects_capability(): string {
	return (string) apply_filters( 'altitude_redirects_capability', 'edit_others_pages' );
}

/**
 * A redirect's From as the site's path, or null when it is not one: a path or a URL (its path is kept),
 * without `?` or `#`, with one leading and one trailing slash and no repeated slashes. Pure.
 */
function altitude_redirect_from_path( string $value ): ?string {
	$value = trim( $value );
	if ( '' === $value || preg_match( '/[\s\\\\\x00-\x1f\x7f"<>]/', $value ) ) {
		return null;
	}
	if ( preg_match( '#^https?://#i', $value ) ) {
		$value = (string) parse_url( $value, PHP_URL_PATH );
	} elseif ( '/' !== $value[0] ) {
		$value = '/' . $value;
	}
	if ( false !== strpbrk( $value, '?#' ) ) {
		return null;
	}
	$path = trim( (string) preg_replace( '#/+#', '/', $value ), '/' );
	return '' === $path ? '/' : '/' . $path . '/';
}

/**
 * A redirect's To: a site path (slashes normalised as for From; a query string is kept) or an absolute http(s)
 * URL, kept as written. Null when it is neither. Pure.
 */
function altitude_redirect_to( string $value ): ?string {
	$value = trim( $value );
	if ( '' === $value || preg_match( '/[\s\\\\\x00-\x1f\x7f"<>]/', $value ) ) {
		return null;
	}
	if ( preg_match( '#^https?://#i', $value ) ) {
		$host = parse_url( $value, PHP_URL_HOST );
		return is_string( $host ) && '' !== $host ? $value : null;
	}
	// Another scheme (mailto:, javascript:) or a host without one (//host) is no address the site leads to.
	if ( str_starts_with( $value, '//' ) || preg_match( '#^[a-z][a-z0-9+.\-]*:#i', $value ) ) {
		return null;
	}
	$split  = strcspn( $value, '?#' );
	$path   = altitude_redirect_from_path( substr( $value, 0, $split ) );
	$suffix = substr( $value, $split );
	return null === $path ? null : $path . $suffix;
}

/** The path part of a To that is a site path (for loop checks), null for an absolute URL. Pure. */
function altitude_redirect_to_path( string $to ): ?string {
	return '/' === ( $to[0] ?? '' ) ? altitude_redirect_from_path( substr( $to, 0, strcspn( $to, '?#' ) ) ) : null;
}

/**
 * Checks and normalises a submitted list. Each row: `from`, `to`, `permanent` (true, 1, '1', 'on', 'permanent'
 * are permanent; anything else temporary). Rows with both addresses empty are dropped. Refused: a row with one
 * address missing, a From that is not a site path or is the front page, a To that is neither a path nor an
 * http(s) URL, a redirect to its own address, a From listed twice, and redirects that lead round in a circle.
 * Returns `array( 'redirects' => the rows that passed, 'errors' => array( row number (from 1) => message ) )`:
 * the screen and the mutation save nothing while there are errors. Pure.
 */
function altitude_clean_redirects( array $rows ): array {
	$redirects = array();
	$errors    = array();
	$seen      = array();
	$number    = 0;
	foreach ( $rows as $row ) {
		++$number;
		$row      = (array) $row;
		$from_raw = trim( (string) ( $row['from'] ?? '' ) );
		$to_raw   = trim( (string) ( $row['to'] ?? '' ) );
		if ( '' === $from_raw && '' === $to_raw ) {
			continue;
		}
		if ( '' === $from_raw || '' === $to_raw ) {
			$errors[ $number ] = '' === $from_raw ? 'From is empty.' : 'To is empty.';
			continue;
		}
		$from = altitude_redirect_from_path( $from_raw );
		if ( null === $from ) {
			$errors[ $number ] = sprintf( 'From (%s) must be a path on the site, such as /old-page/, without ? or #.', $from_raw );
			continue;
		}
		if ( '/' === $from ) {
			$errors[ $number ] = 'The front page (/) cannot be redirected.';
			continue;
		}
		$to = altitude_redirect_to( $to_raw );
		if ( null === $to ) {
			$errors[ $number ] = sprintf( 'To (%s) must be a path on the site, such as /new-page/, or a full address starting with https://.', $to_raw );
			continue;
		}
		if ( altitude_redirect_to_path( $to ) === $from ) {
			$errors[ $number ] = sprintf( '%s would redirect to itself.', $from );
			continue;
		}
		if ( isset( $seen[ strtolower( $from ) ] ) ) {
			$errors[ $number ] = sprintf( '%s is already redirected in row %d.', $from, $seen[ strtolower( $from ) ] );
			continue;
		}
		$seen[ strtolower( $from ) ] = $number;
		$permanent                   = $row['permanent'] ?? false;
		$redirects[]                 = array(
			'from'      => $from,
			'to'        => $to,
			'permanent' => true === $permanent || in_array( strtolower( (string) $permanent ), array( '1', 'on', 'true', 'permanent' ), true ),
			'row'       => $number,
		);
	}
	// A visitor following the list from any From must reach an address the list does not send on.
	$next = array();
	foreach ( $redirects as $redirect ) {
		$next[ strtolower( $redirect['from'] ) ] = altitude_redirect_to_path( $redirect['to'] );
	}
	foreach ( $redirects as $redirect ) {
		$at    = strtolower( $redirect['from'] );
		$route = array( $at => true );
		while ( null !== ( $next[ $at ] ?? null ) ) {
			$at = strtolower( (string) $next[ $at ] );
			if ( isset( $route[ $at ] ) ) {
				$errors[ $redirect['row'] ] = sprintf( '%s leads back to itself through other redirects.', $redirect['from'] );
				break;
			}
			$route[ $at ] = true;
		}
	}
	ksort( $errors );
	$kept = array();
	foreach ( $redirects as $redirect ) {
		if ( ! isset( $errors[ $redirect['row'] ] ) ) {
			unset( $redirect['row'] );
			$kept[] = $redirect;
		}
	}
	return array(
		'redirects' => $kept,
		'errors'    => $errors,
	);
}

/** The stored list (each `from`, `to`, `permanent`), normalised again in case it was written around the screen. */
function altitude_redirects(): array {
	$stored = get_option( 'altitude_redirects', array() );
	return altitude_clean_redirects( is_array( $stored ) ? $stored : array() )['redirects'];
}

/** The editor's redirect for an address (exact path, trailing slash and case aside), or null. */
function altitude_editor_redirect( string $uri ): ?array {
	$path = altitude_redirect_from_path( (string) strtok( $uri, '?#' ) );
	if ( null === $path ) {
		return null;
	}
	foreach ( altitude_redirects() as $redirect ) {
		if ( strtolower( $redirect['from'] ) === strtolower( $path ) ) {
			return $redirect;
		}
	}
	return null;
}

/**
 * The From addresses whose redirect appeared, changed or went between two lists: the site refreshes what it
 * cached for each of them (a 404, the old redirect, the page that lived there). Pure.
 */
function altitude_changed_redirects( array $before, array $after ): array {
	$key   = static function ( array $list ): array {
		$keyed = array();
		foreach ( $list as $redirect ) {
			$redirect = (array) $redirect;
			$from     = altitude_redirect_from_path( (string) ( $redirect['from'] ?? '' ) );
			if ( null !== $from ) {
				$keyed[ $from ] = array( (string) ( $redirect['to'] ?? '' ), ! empty( $redirect['permanent'] ) );
			}
		}
		return $keyed;
	};
	$old   = $key( $before );
	$new   = $key( $after );
	$paths = array();
	foreach ( array_unique( array_merge( array_keys( $old ), array_keys( $new ) ) ) as $from ) {
		if ( ( $old[ $from ] ?? null ) !== ( $new[ $from ] ?? null ) ) {
			$paths[] = (string) $from;
		}
	}
	return $paths;
}

/** Stored only once checked, however it is written (the screen, the mutation, WP-CLI's `option update`). */
add_filter(
	'pre_update_option_altitude_redirects',
	static function ( $value ) {
		return altitude_clean_redirects( is_array( $value ) ? $value : array() )['redirects'];
	}
);

/** The list changed: the site refreshes what it has cached at every From that changed. */
function altitude_notify_redirects( $before, $after ) {
	$uris = altitude_changed_redirects( is_array( $before ) ? $before : array(), is_array( $after ) ? $after : array() );
	if ( $uris ) {
		altitude_notify_site(
			array(
				'kind' => 'redirects',
				'uris' => $uris,
			)
		);
	}
}
add_action(
	'update_option_altitude_redirects',
	static function ( $old_value, $value ) {
		altitude_notify_redirects( $old_value, $value );
	},
	10,
	2
);
add_action(
	'add_option_altitude_redirects',
	static function ( $option, $value ) {
		altitude_notify_redirects( array(), $value );
	},
	10,
	2
);
add_action(
	'delete_option',
	static function ( $option ) {
		if ( 'altitude_redirects' === $option ) {
			altitude_notify_redirects( get_option( 'altitude_redirects', array() ), array() );
		}
	}
);

/** Tools → Redirects. */
add_action(
	'admin_menu',
	static function () {
		add_management_page( 'Redirects', 'Redirects', altitude_redirects_capability(), 'altitude-redirects', 'altitude_redirects_screen' );
	}
);

/** The screen: the list as a table of rows, a few empty rows for new redirects, one Save button. */
function altitude_redirects_screen() {
	if ( ! current_user_can( altitude_redirects_capability() ) ) {
		wp_die( esc_html__( 'Sorry, you are not allowed to manage redirects.' ) );
	}
	$rows   = altitude_redirects();
	$errors = array();
	$saved  = false;
	if ( 'POST' === ( $_SERVER['REQUEST_METHOD'] ?? '' ) ) {
		check_admin_referer( 'altitude-redirects' );
		$submitted = array();
		$posted    = isset( $_POST['redirects'] ) && is_array( $_POST['redirects'] ) ? wp_unslash( $_POST['redirects'] ) : array(); // phpcs:ignore WordPress.Security.ValidatedSanitizedInput
		foreach ( $posted as $row ) {
			if ( is_array( $row ) && empty( $row['remove'] ) ) {
				$submitted[] = array(
					'from'      => (string) ( $row['from'] ?? '' ),
					'to'        => (string) ( $row['to'] ?? '' ),
					'permanent' => 'permanent' === ( $row['type'] ?? '' ),
				);
			}
		}
		$checked = altitude_clean_redirects( $submitted );
		$errors  = $checked['errors'];
		if ( $errors ) {
			$rows = $submitted;
		} else {
			update_option( 'altitude_redirects', $checked['redirects'], false );
			$rows  = altitude_redirects();
			$saved = true;
		}
	}
	$rows = array_merge( $rows, array_fill( 0, 3, array( 'from' => '', 'to' => '', 'permanent' => true ) ) );
	?>
	<div class="wrap">
		<h1>Redirects</h1>
		<p>Visitors who ask for a <strong>From</strong> address where nothing is published are sent to <strong>To</strong>:
			a path on the site (<code>/new-page/</code>) or a full address (<code>https://example.com/</code>), with the query
			string they came with (<code>?utm_source=…</code>) added to any the To address has.
			<strong>Permanent (308)</strong> tells browsers and search engines the page has moved for good; <strong>Temporary (307)</strong>
			that it will come back. The site picks up a saved list within seconds. To add a redirect, fill in an empty row; to remove one,
			tick Remove or empty both addresses.</p>
		<?php if ( $saved ) : ?>
			<div class="notice notice-success"><p>Redirects saved.</p></div>
		<?php endif; ?>
		<?php if ( $errors ) : ?>
			<div class="notice notice-error"><p>Nothing was saved. Please correct:</p><ul>
			<?php foreach ( $errors as $number => $message ) : ?>
				<li><?php echo esc_html( sprintf( 'Row %d: %s', $number, $message ) ); ?></li>
			<?php endforeach; ?>
			</ul></div>
		<?php endif; ?>
		<form method="post">
			<?php wp_nonce_field( 'altitude-redirects' ); ?>
			<table class="widefat striped">
				<thead><tr><th scope="col">From</th><th scope="col">To</th><th scope="col">Type</th><th scope="col">Remove</th></tr></thead>
				<tbody>
				<?php foreach ( array_values( $rows ) as $index => $row ) : ?>
					<tr>
						<td><input type="text" class="regular-text" aria-label="From" placeholder="/old-page/" name="redirects[<?php echo (int) $index; ?>][from]" value="<?php echo esc_attr( (string) $row['from'] ); ?>"></td>
						<td><input type="text" class="regular-text" aria-label="To" placeholder="/new-page/" name="redirects[<?php echo (int) $index; ?>][to]" value="<?php echo esc_attr( (string) $row['to'] ); ?>"></td>
						<td><select aria-label="Type" name="redirects[<?php echo (int) $index; ?>][type]">
							<option value="permanent" <?php selected( ! empty( $row['permanent'] ) ); ?>>Permanent (308)</option>
							<option value="temporary" <?php selected( empty( $row['permanent'] ) ); ?>>Temporary (307)</option>
						</select></td>
						<td><input type="checkbox" aria-label="Remove" name="redirects[<?php echo (int) $index; ?>][remove]" value="1"></td>
					</tr>
				<?php endforeach; ?>
				</tbody>
			</table>
			<?php submit_button( 'Save redirects' ); ?>
		</form>
	</div>
	<?php
}

/**
 * In GraphQL, for scripts and deployments: `updateSiteRedirects(input: { redirects: [...] })` replaces the list
 * (same checks and capability as the screen; errors name the rows), and answers the list as stored.
 */
add_action(
	'graphql_register_types',
	static function () {
		// A redirect as updateSiteRedirects answers it (SiteRedirectRule) and takes it (SiteRedirectRuleInput): the same fields.
		$rule_fields = array(
			'from'      => array(
				'type'        => array( 'non_null' => 'String' ),
				'description' => 'The site path visitors ask for, e.g. /old-page/',
			),
			'to'        => array(
				'type'        => array( 'non_null' => 'String' ),
				'description' => 'Where they are sent: a site path or an absolute http(s) URL',
			),
			'permanent' => array(
				'type'        => array( 'non_null' => 'Boolean' ),
				'description' => 'Permanent (308) rather than temporary (307)',
			),
		);
		register_graphql_object_type(
			'SiteRedirectRule',
			array(
				'description' => 'One redirect: an address visitors ask for and where they are sent (Tools → Redirects, or a renamed entry\'s old address)',
				'fields'      => $rule_fields,
			)
		);
		register_graphql_input_type(
			'SiteRedirectRuleInput',
			array(
				'description' => 'One redirect of the list',
				'fields'      => $rule_fields,
			)
		);
		register_graphql_mutation(
			'updateSiteRedirects',
			array(
				'description'         => 'Replaces the redirects editors manage (Tools → Redirects)',
				'inputFields'         => array(
					'redirects' => array(
						'type'        => array( 'non_null' => array( 'list_of' => array( 'non_null' => 'SiteRedirectRuleInput' ) ) ),
						'description' => 'The whole list, in order',
					),
				),
				'outputFields'        => array(
					'redirects' => array(
						'type'        => array( 'list_of' => array( 'non_null' => 'SiteRedirectRule' ) ),
						'description' => 'The list as stored',
					),
				),
				'mutateAndGetPayload' => static function ( $input ) {
					if ( ! current_user_can( altitude_redirects_capability() ) ) {
						throw new \GraphQL\Error\UserError( 'Sorry, you are not allowed to manage redirects.' );
					}
					$checked = altitude_clean_redirects( (array) $input['redirects'] );
					if ( $checked['errors'] ) {
						$messages = array();
						foreach ( $checked['errors'] as $number => $message ) {
							$messages[] = sprintf( 'Row %d: %s', $number, $message );
						}
						throw new \GraphQL\Error\UserError( implode( ' ', $messages ) );
					}
					update_option( 'altitude_redirects', $checked['redirects'], false );
					return array( 'redirects' => altitude_redirects() );
				},
			)
		);
	}
);

/*
 * ---- Draft previews on the site ----------------------------------------------------------------------------
 *
 * The Preview button of a page, post, team member, case study or career opens the site's own rendering of it:
 * `<site>/api/preview/?token=…`, a link signed for that entry (and for a published one with unsaved changes,
 * its latest autosave) that expires after ten minutes and opens once. The site reads the draft with the
 * Application Password of a user of the role below (docs/wordpress.md, Previews).
 *
 * Configure in wp-config.php (besides ALTITUDE_REVALIDATE_SECRET, which signs the links unless a secret of
 * their own is set):
 *   define( 'ALTITUDE_SITE_URL', 'https://www.example.com' );          // default: the origin of ALTITUDE_REVALIDATE_URL
 *   define( 'ALTITUDE_PREVIEW_SECRET', '…the site's PREVIEW_SECRET…' ); // optional
 */

/** How long a preview link works, in seconds. */
const ALTITUDE_PREVIEW_SECONDS = 600;

/** The post types the site can preview (their WordPress names, as the link carries them): every type it shows. */
function altitude_preview_types(): array {
	return array_values( array_column( altitude_content_types(), 'postType' ) );
}

/** The secret preview links are signed with, or null while previews are not configured. */
function altitude_preview_secret(): ?string {
	if ( defined( 'ALTITUDE_PREVIEW_SECRET' ) && '' !== (string) ALTITUDE_PREVIEW_SECRET ) {
		return (string) ALTITUDE_PREVIEW_SECRET;
	}
	if ( defined( 'ALTITUDE_REVALIDATE_SECRET' ) && '' !== (string) ALTITUDE_REVALIDATE_SECRET ) {
		return (string) ALTITUDE_REVALIDATE_SECRET;
	}
	return null;
}

/** The site's origin (`https://www.example.com`), or null when neither constant names it. */
function altitude_preview_site_url(): ?string {
	$url = defined( 'ALTITUDE_SITE_URL' ) ? (string) ALTITUDE_SITE_URL : ( defined( 'ALTITUDE_REVALIDATE_URL' ) ? (string) ALTITUDE_REVALIDATE_URL : '' );
	$parts = wp_parse_url( $url );
	if ( empty( $parts['scheme'] ) || empty( $parts['host'] ) || ! in_array( $parts['scheme'], array( 'http', 'https' ), true ) ) {
		return null;
	}
	return $parts['scheme'] . '://' . $parts['host'] . ( isset( $parts['port'] ) ? ':' . $parts['port'] : '' );
}

function altitude_base64url( string $data ): string {
	return rtrim( strtr( base64_encode( $data ), '+/', '-_' ), '=' );
}

/**
 * A signed preview token, as lib/preview/token.ts checks it: base64url(JSON) "." base64url(HMAC-SHA256(key,
 * "link.<payload>")), key = HMAC-SHA256(secret, "altitude-preview").
 */
function altitude_preview_token( string $secret, int $post_id, string $post_type, int $revision, int $expires ): string {
	$payload = altitude_base64url(
		(string) wp_json_encode(
			array(
				'p' => $post_id,
				't' => $post_type,
				'r' => $revision,
				'e' => $expires,
				'n' => bin2hex( random_bytes( 16 ) ),
			),
			JSON_UNESCAPED_SLASHES
		)
	);
	$key = hash_hmac( 'sha256', 'altitude-preview', $secret, true );
	return $payload . '.' . altitude_base64url( hash_hmac( 'sha256', 'link.' . $payload, $key, true ) );
}

/** The site's preview link for a post, or null when it is not one the site shows or previews are not configured. */
function altitude_preview_link( WP_Post $post ): ?string {
	$secret = altitude_preview_secret();
	$site   = altitude_preview_site_url();
	if ( null === $secret || null === $site || ! in_array( $post->post_type, altitude_preview_types(), true ) ) {
		return null;
	}
	// A published entry's unsaved changes are its latest autosave, which the Preview button has just saved.
	$revision = 0;
	if ( 'publish' === $post->post_status ) {
		$autosave = wp_get_post_autosave( $post->ID );
		$revision = $autosave ? (int) $autosave->ID : 0;
	}
	$token = altitude_preview_token( $secret, (int) $post->ID, $post->post_type, $revision, time() + ALTITUDE_PREVIEW_SECONDS );
	return $site . '/api/preview/?token=' . rawurlencode( $token );
}

add_filter(
	'preview_post_link',
	static function ( $link, $post ) {
		$post = get_post( $post );
		if ( ! $post instanceof WP_Post ) {
			return $link;
		}
		// A revision (the autosave itself) is previewed as the entry it belongs to.
		if ( 'revision' === $post->post_type && $post->post_parent ) {
			$post = get_post( $post->post_parent );
		}
		return ( $post instanceof WP_Post ? altitude_preview_link( $post ) : null ) ?? $link;
	},
	10,
	2
);

/**
 * The role of the user the site reads previews with: it may read (edit) every entry the site shows, drafts and
 * others' included, as WordPress requires for a preview, and nothing else — no publishing, deleting, uploads,
 * users, plugins or settings. Its Application Password is the site's WORDPRESS_PREVIEW_APP_PASSWORD.
 */
function altitude_preview_role_caps(): array {
	return array(
		'read'                  => true,
		'edit_posts'            => true,
		'edit_others_posts'     => true,
		'edit_published_posts'  => true,
		'edit_private_posts'    => true,
		'read_private_posts'    => true,
		'edit_pages'            => true,
		'edit_others_pages'     => true,
		'edit_published_pages'  => true,
		'edit_private_pages'    => true,
		'read_private_pages'    => true,
	);
}

add_action(
	'init',
	static function () {
		$role = get_role( 'altitude_previewer' );
		if ( ! $role || $role->capabilities != altitude_preview_role_caps() ) { // phpcs:ignore Universal.Operators.StrictComparisons
			remove_role( 'altitude_previewer' );
			add_role( 'altitude_previewer', 'Site preview', altitude_preview_role_caps() );
		}
	}
);

/*
 * ---- Shared previews --------------------------------------------------------------------------------------
 *
 * An editor can give someone without a WordPress account a preview link of an entry that works for a chosen
 * period (48 hours unless another is picked, at most 30 days), any number of times, until it expires or is
 * revoked: the "Share a preview" box beside the editor. Each share is one row of the post meta
 * `_altitude_preview_shares` (id => expiry); the site asks `previewShareActive` whenever the link or its preview
 * is opened, so a revoked link stops at once.
 */

/** The periods an editor can pick, in hours, with the default first. */
const ALTITUDE_SHARE_HOURS = array( 48, 1, 24, 168, 720 );

/** The active shares of a post: id => expiry (Unix seconds), expired ones left out. */
function altitude_preview_shares( int $post_id ): array {
	$shares = get_post_meta( $post_id, '_altitude_preview_shares', true );
	$now    = time();
	return array_filter( is_array( $shares ) ? $shares : array(), static fn( $expires ) => (int) $expires > $now );
}

/** The link of one share (signed like a preview link, for the purpose `share`). */
function altitude_preview_share_link( WP_Post $post, string $id, int $expires ): ?string {
	$secret = altitude_preview_secret();
	$site   = altitude_preview_site_url();
	if ( null === $secret || null === $site || ! in_array( $post->post_type, altitude_preview_types(), true ) ) {
		return null;
	}
	$payload = altitude_base64url(
		(string) wp_json_encode(
			array(
				'p' => (int) $post->ID,
				't' => $post->post_type,
				'r' => 0,
				'e' => $expires,
				'n' => $id,
			),
			JSON_UNESCAPED_SLASHES
		)
	);
	$key = hash_hmac( 'sha256', 'altitude-preview', $secret, true );
	return $site . '/api/preview/?share=' . rawurlencode( $payload . '.' . altitude_base64url( hash_hmac( 'sha256', 'share.' . $payload, $key, true ) ) );
}

/** Creates a share of a post for `$hours` (one of ALTITUDE_SHARE_HOURS) and returns its link, or null. */
function altitude_create_preview_share( int $post_id, int $hours = 48 ): ?string {
	$post = get_post( $post_id );
	if ( ! $post instanceof WP_Post || ! in_array( $hours, ALTITUDE_SHARE_HOURS, true ) ) {
		return null;
	}
	$id      = bin2hex( random_bytes( 16 ) );
	$expires = time() + $hours * HOUR_IN_SECONDS;
	$link    = altitude_preview_share_link( $post, $id, $expires );
	if ( null === $link ) {
		return null;
	}
	$shares        = altitude_preview_shares( $post_id );
	$shares[ $id ] = $expires;
	update_post_meta( $post_id, '_altitude_preview_shares', $shares );
	return $link;
}

function altitude_revoke_preview_share( int $post_id, string $id ): void {
	$shares = altitude_preview_shares( $post_id );
	unset( $shares[ $id ] );
	update_post_meta( $post_id, '_altitude_preview_shares', $shares );
}

add_action(
	'add_meta_boxes',
	static function () {
		if ( null === altitude_preview_secret() || null === altitude_preview_site_url() ) {
			return;
		}
		add_meta_box( 'altitude-preview-share', 'Share a preview', 'altitude_preview_share_box', altitude_preview_types(), 'side', 'low' );
	}
);

function altitude_preview_share_box( WP_Post $post ) {
	$action = static fn( string $name, array $args ) => wp_nonce_url(
		add_query_arg( array_merge( array( 'action' => $name, 'post' => $post->ID ), $args ), admin_url( 'admin-post.php' ) ),
		$name . '_' . $post->ID
	);
	echo '<p>A link that shows this entry as it is saved to anyone who has it, until it expires or you revoke it.</p>';
	foreach ( altitude_preview_shares( (int) $post->ID ) as $id => $expires ) {
		$link = altitude_preview_share_link( $post, (string) $id, (int) $expires );
		printf(
			'<p><input type="text" readonly class="widefat" value="%1$s" onfocus="this.select()" aria-label="Share link"><br>Until %2$s · <a href="%3$s">Revoke</a></p>',
			esc_attr( (string) $link ),
			esc_html( wp_date( get_option( 'date_format' ) . ' ' . get_option( 'time_format' ), (int) $expires ) ),
			esc_url( $action( 'altitude_preview_unshare', array( 'share' => $id ) ) )
		);
	}
	$labels = array( 48 => '48 hours', 1 => '1 hour', 24 => '24 hours', 168 => '7 days', 720 => '30 days' );
	$links  = array();
	foreach ( ALTITUDE_SHARE_HOURS as $hours ) {
		$links[] = sprintf( '<a href="%s">%s</a>', esc_url( $action( 'altitude_preview_share', array( 'hours' => $hours ) ) ), esc_html( $labels[ $hours ] ) );
	}
	echo '<p><strong>Create a link valid for:</strong> ' . implode( ' · ', $links ) . '</p>'; // phpcs:ignore WordPress.Security.EscapeOutput
	echo '<p class="description">Save your changes first: the link shows what is saved.</p>';
}

foreach ( array( 'altitude_preview_share', 'altitude_preview_unshare' ) as $share_action ) {
	add_action(
		'admin_post_' . $share_action,
		static function () use ( $share_action ) {
			$post_id = isset( $_GET['post'] ) ? (int) $_GET['post'] : 0;
			check_admin_referer( $share_action . '_' . $post_id );
			if ( ! current_user_can( 'edit_post', $post_id ) ) {
				wp_die( 'Sorry, you are not allowed to share this entry.', 403 );
			}
			if ( 'altitude_preview_share' === $share_action ) {
				altitude_create_preview_share( $post_id, isset( $_GET['hours'] ) ? (int) $_GET['hours'] : 48 );
			} else {
				altitude_revoke_preview_share( $post_id, isset( $_GET['share'] ) ? sanitize_key( wp_unslash( $_GET['share'] ) ) : '' );
			}
			wp_safe_redirect( (string) get_edit_post_link( $post_id, 'url' ) );
			exit;
		}
	);
}

/** `previewShareActive(postId, shareId)`: whether a share link still works; answered only to users who may edit the entry. */
add_action(
	'graphql_register_types',
	static function () {
		register_graphql_field(
			'RootQuery',
			'previewShareActive',
			array(
				'type'        => 'Boolean',
				'description' => 'Whether a shared preview link of the entry is still valid (not expired or revoked); null for a user who may not preview it',
				'args'        => array(
					'postId'  => array(
						'type'        => array( 'non_null' => 'Int' ),
						'description' => 'The database id of the entry',
					),
					'shareId' => array(
						'type'        => array( 'non_null' => 'String' ),
						'description' => 'The id of the share',
					),
				),
				'resolve'     => static function ( $root, $args ) {
					$post_id = (int) $args['postId'];
					if ( ! current_user_can( 'edit_post', $post_id ) ) {
						return null;
					}
					return array_key_exists( (string) $args['shareId'], altitude_preview_shares( $post_id ) );
				},
			)
		);
	}
);

/*
 * `previewSettingsCheck(challenge)`: lets `npm run doctor` confirm, without either side revealing its secret, that
 * this plugin signs preview links with the same secret as the site, and see which site address its links open.
 * The signature is HMAC-SHA256(preview key, "check.<challenge>"): no preview link, shared link or session is ever
 * signed over text starting with "check.", so it can never pass as one. Answered only to users who may edit entries
 * (the site's preview user, editors); null to everyone else.
 */
add_action(
	'graphql_register_types',
	static function () {
		register_graphql_object_type(
			'PreviewSettingsCheck',
			array(
				'description' => 'How the companion plugin makes preview links, for checking the site against it',
				'fields'      => array(
					'siteUrl'   => array(
						'type'        => 'String',
						'description' => 'The site address preview links open (ALTITUDE_SITE_URL, else the origin of ALTITUDE_REVALIDATE_URL); null when neither is set',
					),
					'signature' => array(
						'type'        => 'String',
						'description' => 'base64url(HMAC-SHA256(preview key, "check.<challenge>")); null when no preview secret is set',
					),
				),
			)
		);
		register_graphql_field(
			'RootQuery',
			'previewSettingsCheck',
			array(
				'type'        => 'PreviewSettingsCheck',
				'description' => 'The preview settings of the companion plugin, signed over a challenge; null for a user who may not edit entries',
				'args'        => array(
					'challenge' => array(
						'type'        => array( 'non_null' => 'String' ),
						'description' => '16 to 128 letters, digits, - or _, chosen at random by the asker',
					),
				),
				'resolve'     => static function ( $root, $args ) {
					if ( ! current_user_can( 'edit_posts' ) ) {
						return null;
					}
					$challenge = (string) $args['challenge'];
					if ( ! preg_match( '/^[A-Za-z0-9_-]{16,128}$/', $challenge ) ) {
						throw new \GraphQL\Error\UserError( 'The challenge must be 16 to 128 letters, digits, - or _.' );
					}
					$secret = altitude_preview_secret();
					$key    = null === $secret ? null : hash_hmac( 'sha256', 'altitude-preview', $secret, true );
					return array(
						'siteUrl'   => altitude_preview_site_url(),
						'signature' => null === $key ? null : altitude_base64url( hash_hmac( 'sha256', 'check.' . $challenge, $key, true ) ),
					);
				},
			)
		);
	}
);

/*
 * `listedCount(postType, categoryName, tag)`: how many entries the type's connection lists to a visitor (published,
 * password-protected ones included, posts optionally of one category or tag, with WP_Query's own reading of the
 * filters), so that the first page of a long listing knows its page count without the site walking every cursor.
 * WPGraphQL pages by cursor only and gives no total. One counting query (SQL_CALC_FOUND_ROWS on one row).
 */
add_action(
	'graphql_register_types',
	static function () {
		register_graphql_field(
			'RootQuery',
			'listedCount',
			array(
				'type'        => 'Int',
				'description' => 'How many published entries of a post type the site lists (posts optionally of one category or tag); null for a type the site does not show',
				'args'        => array(
					'postType'     => array(
						'type'        => array( 'non_null' => 'String' ),
						'description' => 'The post type\'s WordPress name (post, page, case_study…)',
					),
					'categoryName' => array(
						'type'        => 'String',
						'description' => 'Only posts of this category (by slug, its child categories included), as the posts connection\'s categoryName',
					),
					'tag'          => array(
						'type'        => 'String',
						'description' => 'Only posts of this tag (by slug), as the posts connection\'s tag',
					),
				),
				'resolve'     => static function ( $root, $args ) {
					$type   = (string) $args['postType'];
					$object = get_post_type_object( $type );
					if ( ! $object || empty( $object->show_in_graphql ) || empty( $object->public ) || 'attachment' === $type ) {
						return null;
					}
					$query_args = array(
						'post_type'           => $type,
						'post_status'         => 'publish',
						'posts_per_page'      => 1,
						'fields'              => 'ids',
						'ignore_sticky_posts' => true,
						'no_found_rows'       => false,
						'suppress_filters'    => false,
					);
					if ( 'post' === $type && isset( $args['categoryName'] ) && '' !== $args['categoryName'] ) {
						$query_args['category_name'] = (string) $args['categoryName'];
					}
					if ( 'post' === $type && isset( $args['tag'] ) && '' !== $args['tag'] ) {
						$query_args['tag'] = (string) $args['tag'];
					}
					$query = new WP_Query( $query_args );
					return (int) $query->found_posts;
				},
			)
		);
	}
);
