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

/** Custom post types, exposed to WPGraphQL under the names the site queries. */
function altitude_register_post_types() {
	$types = array(
		'team_member' => array( 'Team members', 'Team member', 'teamMember', 'teamMembers', 'team', 'dashicons-groups' ),
		'case_study'  => array( 'Case studies', 'Case study', 'caseStudy', 'caseStudies', 'work', 'dashicons-portfolio' ),
		'career'      => array( 'Careers', 'Career', 'career', 'careers', 'careers', 'dashicons-id' ),
	);
	foreach ( $types as $post_type => list( $plural, $single, $graphql_single, $graphql_plural, $slug, $icon ) ) {
		register_post_type(
			$post_type,
			array(
				'labels'              => array(
					'name'          => $plural,
					'singular_name' => $single,
				),
				'public'              => true,
				'has_archive'         => false,
				'menu_icon'           => $icon,
				'rewrite'             => array(
					'slug'       => $slug,
					'with_front' => false,
				),
				'supports'            => array( 'title', 'editor', 'excerpt', 'thumbnail', 'page-attributes', 'revisions' ),
				'show_in_rest'        => true,
				'show_in_graphql'     => true,
				'graphql_single_name' => $graphql_single,
				'graphql_plural_name' => $graphql_plural,
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
		foreach ( array( 'team_member', 'case_study', 'career' ) as $post_type ) {
			unregister_post_type( $post_type );
		}
		flush_rewrite_rules( false );
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
 */
function altitude_notify_site( array $change ) {
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
	$GLOBALS['altitude_pending_notices'][ $body ] = true;
}

/**
 * Sends the queued notices, signed. Non-blocking: an editor never waits for the site, and a site that is down
 * does not break saving; the site's time-based refresh is the safety net.
 */
function altitude_send_notices() {
	$pending                             = array_keys( $GLOBALS['altitude_pending_notices'] ?? array() );
	$GLOBALS['altitude_pending_notices'] = array();
	foreach ( $pending as $body ) {
		$timestamp = (string) time();
		wp_remote_post(
			ALTITUDE_REVALIDATE_URL,
			array(
				'blocking' => false,
				'timeout'  => 3,
				'headers'  => array(
					'Content-Type'         => 'application/json',
					'X-Altitude-Timestamp' => $timestamp,
					'X-Altitude-Signature' => altitude_sign( ALTITUDE_REVALIDATE_SECRET, $timestamp, $body ),
				),
				'body'     => $body,
			)
		);
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
		altitude_notify_site( altitude_node_notice( $uri, $previous, altitude_graphql_type_name( $post->post_type ), $categories ) );
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
		altitude_notify_site( altitude_node_notice( $uri, null, altitude_graphql_type_name( $post->post_type ), is_array( $categories ) ? $categories : array() ) );
	},
	10,
	2
);

/** A category's notice: its archive, its slug (its lists' tag), the taxonomy. */
function altitude_term_notice( $term ): ?array {
	if ( ! $term || is_wp_error( $term ) || 'category' !== $term->taxonomy ) {
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

/** Categories created or edited: their archive and the post lists. */
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

/** A category about to be deleted: announced while its address can still be worked out. */
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
			altitude_notify_site( altitude_node_notice( altitude_site_path( get_permalink( $post ) ), null, altitude_graphql_type_name( $post->post_type ), is_array( $categories ) ? $categories : array() ) );
		}
	},
	20
);

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
	$types    = array_values(
		array_filter(
			get_post_types( array( 'public' => true ) ),
			static function ( $type ) {
				$object = get_post_type_object( $type );
				return 'attachment' !== $type && ! empty( $object->show_in_graphql );
			}
		)
	);
	$ids = get_posts(
		array(
			'post_type'      => $types,
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
				'description' => 'Where an address that moved (a changed slug) leads now; null when it did not move',
				'args'        => array(
					'uri' => array(
						'type'        => array( 'non_null' => 'String' ),
						'description' => 'The address asked for, e.g. /old-name/',
					),
				),
				'resolve'     => static function ( $root, $args ) {
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

/** A Gravity Forms form saved, (de)activated, trashed, restored or deleted: the forms the site renders. */
foreach ( array( 'gform_after_save_form', 'gform_post_form_activated', 'gform_post_form_deactivated', 'gform_post_form_trashed', 'gform_post_form_restored', 'gform_after_delete_form' ) as $form_hook ) {
	add_action(
		$form_hook,
		static function () {
			altitude_notify_site( array( 'kind' => 'forms' ) );
		}
	);
}
