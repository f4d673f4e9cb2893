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

/** Custom post types, exposed to WPGraphQL under the names the site queries. */
add_action(
	'init',
	static function () {
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
 * Sends one signed change notice to the site. Non-blocking: an editor never waits for the site, and a
 * site that is down does not break saving; the site's time-based refresh is the safety net.
 */
function altitude_notify_site( array $change ) {
	if ( ! defined( 'ALTITUDE_REVALIDATE_URL' ) || ! defined( 'ALTITUDE_REVALIDATE_SECRET' ) ) {
		return;
	}
	$body      = wp_json_encode( $change );
	$timestamp = (string) time();
	$signature = altitude_sign( ALTITUDE_REVALIDATE_SECRET, $timestamp, $body );
	wp_remote_post(
		ALTITUDE_REVALIDATE_URL,
		array(
			'blocking' => false,
			'timeout'  => 3,
			'headers'  => array(
				'Content-Type'         => 'application/json',
				'X-Altitude-Timestamp' => $timestamp,
				'X-Altitude-Signature' => $signature,
			),
			'body'     => $body,
		)
	);
}

/** The GraphQL single name of a post type, as the site names its content lists. */
function altitude_graphql_type_name( string $post_type ): string {
	$object = get_post_type_object( $post_type );
	if ( $object && ! empty( $object->graphql_single_name ) ) {
		return (string) $object->graphql_single_name;
	}
	return $post_type;
}

/** Published content changed, appeared or disappeared. */
add_action(
	'transition_post_status',
	static function ( $new_status, $old_status, $post ) {
		if ( 'publish' !== $new_status && 'publish' !== $old_status ) {
			return;
		}
		if ( wp_is_post_revision( $post ) || wp_is_post_autosave( $post ) || 'nav_menu_item' === $post->post_type ) {
			return;
		}
		$categories = 'post' === $post->post_type ? wp_get_post_categories( $post->ID, array( 'fields' => 'slugs' ) ) : array();
		altitude_notify_site(
			array(
				'kind'        => 'node',
				'uri'         => wp_make_link_relative( get_permalink( $post ) ),
				'contentType' => altitude_graphql_type_name( $post->post_type ),
				'categories'  => array_values( $categories ),
			)
		);
	},
	10,
	3
);

/** Categories and tags: their archive and the post lists. */
foreach ( array( 'created_term', 'edited_term', 'delete_term' ) as $term_hook ) {
	add_action(
		$term_hook,
		static function ( $term_id, $tt_id = 0, $taxonomy = '' ) {
			$link = get_term_link( (int) $term_id, (string) $taxonomy );
			if ( is_wp_error( $link ) ) {
				return;
			}
			altitude_notify_site(
				array(
					'kind' => 'term',
					'uri'  => wp_make_link_relative( $link ),
				)
			);
		},
		10,
		3
	);
}

/** A menu saved: every location it is assigned to. */
add_action(
	'wp_update_nav_menu',
	static function ( $menu_id ) {
		foreach ( get_nav_menu_locations() as $location => $assigned ) {
			if ( (int) $assigned === (int) $menu_id ) {
				altitude_notify_site(
					array(
						'kind'     => 'menu',
						'location' => strtoupper( $location ),
					)
				);
			}
		}
	}
);

/** The theme settings options page: the injected stylesheet. */
add_action(
	'acf/save_post',
	static function ( $post_id ) {
		if ( 'options' === $post_id ) {
			altitude_notify_site( array( 'kind' => 'theme-css' ) );
		}
	}
);

/** A Gravity Forms form saved: the forms list the site renders from. */
add_action(
	'gform_after_save_form',
	static function () {
		altitude_notify_site( array( 'kind' => 'forms' ) );
	}
);
