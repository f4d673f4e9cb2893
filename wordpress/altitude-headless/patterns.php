<?php
/**
 * The site's designed sections as block patterns, in the block editor's "Altitude" category: services as cards,
 * process steps, results as stats, a call-to-action band, a case-study highlight, a team excerpt, testimonials,
 * questions and answers and a media & text feature. Each is a file of block markup in patterns/ (titles and
 * descriptions in patterns/patterns.json), the same files the demo content builds its pages from, so what an
 * editor inserts is what the demo shows. Core's block styles the site does not draw are taken out of the editor.
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

const ALTITUDE_PATTERN_CATEGORY = 'altitude';

/** The patterns' titles, descriptions and keywords, keyed by file name (without `.html`). */
function altitude_pattern_catalogue(): array {
	static $catalogue = null;
	if ( null === $catalogue ) {
		$catalogue = json_decode( (string) file_get_contents( __DIR__ . '/patterns/patterns.json' ), true, 16, JSON_THROW_ON_ERROR );
	}
	return $catalogue;
}

/**
 * A pattern's markup, its pictures at this WordPress's uploads address (as the editor saves a picture picked from
 * the media library); the demo's pictures are in the media library where its content is seeded.
 */
function altitude_pattern_content( string $slug ): string {
	$html    = trim( (string) file_get_contents( __DIR__ . '/patterns/' . $slug . '.html' ) );
	$uploads = wp_get_upload_dir();
	$base    = untrailingslashit( (string) $uploads['baseurl'] );
	return str_replace( '"/wp-content/uploads/', '"' . $base . '/', $html );
}

function altitude_register_patterns() {
	register_block_pattern_category(
		ALTITUDE_PATTERN_CATEGORY,
		array(
			'label'       => 'Altitude',
			'description' => 'The Altitude site\'s designed sections, drawn on the site as they are here.',
		)
	);
	foreach ( altitude_pattern_catalogue() as $slug => $pattern ) {
		register_block_pattern(
			ALTITUDE_PATTERN_CATEGORY . '/' . $slug,
			array(
				'title'       => $pattern['title'],
				'description' => $pattern['description'],
				'categories'  => array( ALTITUDE_PATTERN_CATEGORY ),
				'keywords'    => $pattern['keywords'],
				'blockTypes'  => $pattern['blockTypes'],
				'content'     => altitude_pattern_content( $slug ),
			)
		);
	}
}
add_action( 'init', 'altitude_register_patterns' );

/*
 * Only the site's own patterns: core's, the pattern directory's and the active theme's (Twenty Twenty-Five's starter
 * pages on a fresh install) build sections the site does not draw. Removed once every pattern is registered.
 */
add_action( 'after_setup_theme', static fn() => remove_theme_support( 'core-block-patterns' ), 100 );
add_filter( 'should_load_remote_block_patterns', '__return_false' );
add_action(
	'init',
	static function () {
		$registry = WP_Block_Patterns_Registry::get_instance();
		foreach ( $registry->get_all_registered() as $pattern ) {
			if ( ! str_starts_with( $pattern['name'], ALTITUDE_PATTERN_CATEGORY . '/' ) ) {
				$registry->unregister( $pattern['name'] );
			}
		}
	},
	PHP_INT_MAX
);

/**
 * The block styles the site draws (components/templates/blocks.css), besides each block's default: core's button
 * outline, rounded image, wide and dotted separators and striped table, and the site's own (altitude-headless.php,
 * `altitude_register_block_styles`). Every other style, core's (quote "Plain", social icons "Logos only" and "Pill
 * shape", tag cloud "Outline", site logo "Rounded") or a theme's, is taken out of the editor: an editor who picked
 * one would see a look the site never shows.
 */
const ALTITUDE_DRAWN_BLOCK_STYLES = array(
	'core/button'    => array( 'outline' ),
	'core/image'     => array( 'rounded' ),
	'core/separator' => array( 'wide', 'dots' ),
	'core/table'     => array( 'stripes' ),
	'core/columns'   => array( 'cards', 'stats' ),
	'core/group'     => array( 'cards', 'band' ),
	'core/list'      => array( 'steps' ),
);

function altitude_draws_block_style( string $block, array $style ): bool {
	return ! empty( $style['isDefault'] ) || ! empty( $style['is_default'] )
		|| in_array( $style['name'] ?? '', ALTITUDE_DRAWN_BLOCK_STYLES[ $block ] ?? array(), true );
}

// The styles a block type names in its block.json.
add_filter(
	'block_type_metadata',
	static function ( $metadata ) {
		if ( isset( $metadata['name'], $metadata['styles'] ) && is_array( $metadata['styles'] ) ) {
			$block              = $metadata['name'];
			$metadata['styles'] = array_values(
				array_filter(
					$metadata['styles'],
					static function ( $style ) use ( $block ) {
						return is_array( $style ) && altitude_draws_block_style( $block, $style );
					}
				)
			);
		}
		return $metadata;
	}
);

/** Takes every style registered in PHP that the site does not draw out of the registry. */
function altitude_unregister_undrawn_block_styles() {
	$registry = WP_Block_Styles_Registry::get_instance();
	foreach ( $registry->get_all_registered() as $block => $styles ) {
		foreach ( $styles as $name => $style ) {
			if ( ! altitude_draws_block_style( $block, $style ) ) {
				$registry->unregister( $block, $name );
			}
		}
	}
}

/*
 * A theme's own styles (Twenty Twenty-Five's "Checkmark" list, on `init`) once it has registered them, and the
 * variations of its theme.json partials (styles/blocks/ and styles/sections/: "Display", "Subtitle", "Annotation",
 * "Section 1"…) right after WordPress registers them while it reads the theme's data, just before this filter: on
 * every request (the editor's page, the REST API's block types, the Site Editor), not only the editor's.
 */
add_action( 'init', 'altitude_unregister_undrawn_block_styles', PHP_INT_MAX );
add_filter(
	'wp_theme_json_data_theme',
	static function ( $theme_json ) {
		altitude_unregister_undrawn_block_styles();
		return $theme_json;
	},
	1
);

/**
 * Styles registered in PHP before WordPress hands them to the editor (`enqueue_editor_block_styles_assets`,
 * priority 10); and core's blocks as the editor registers them from its own copy of block.json, through the filter
 * every block type passes on its way in.
 */
add_action(
	'enqueue_block_editor_assets',
	static function () {
		WP_Theme_JSON_Resolver::get_theme_data();
		altitude_unregister_undrawn_block_styles();
		wp_register_script( 'altitude-block-styles', false, array( 'wp-hooks' ), '1.0.0', false );
		wp_enqueue_script( 'altitude-block-styles' );
		wp_add_inline_script(
			'altitude-block-styles',
			sprintf(
				'(function(drawn){wp.hooks.addFilter("blocks.registerBlockType","altitude/drawn-block-styles",function(settings,name){if(!Array.isArray(settings.styles)){return settings;}var names=drawn[name]||[];return Object.assign({},settings,{styles:settings.styles.filter(function(style){return style.isDefault||names.indexOf(style.name)>=0;})});});})(%s);',
				wp_json_encode( ALTITUDE_DRAWN_BLOCK_STYLES )
			)
		);
	},
	9
);
