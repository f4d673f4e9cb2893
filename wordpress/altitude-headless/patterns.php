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

/**
 * Core's block styles the site does not draw (components/templates/blocks.css): an editor who picked one would see
 * a look the site never shows. Those it draws stay: button outline, image rounded, separator wide and dots, table
 * stripes. Block types name their styles in block.json, so they are taken out where the editor reads them.
 */
const ALTITUDE_UNDRAWN_BLOCK_STYLES = array(
	'core/quote'        => array( 'plain' ),
	'core/social-links' => array( 'logos-only', 'pill-shape' ),
	'core/tag-cloud'    => array( 'outline' ),
	'core/site-logo'    => array( 'rounded' ),
);

add_filter(
	'block_type_metadata',
	static function ( $metadata ) {
		$name = $metadata['name'] ?? '';
		if ( isset( ALTITUDE_UNDRAWN_BLOCK_STYLES[ $name ], $metadata['styles'] ) && is_array( $metadata['styles'] ) ) {
			$metadata['styles'] = array_values(
				array_filter(
					$metadata['styles'],
					static function ( $style ) use ( $name ) {
						return ! in_array( $style['name'] ?? '', ALTITUDE_UNDRAWN_BLOCK_STYLES[ $name ], true );
					}
				)
			);
		}
		return $metadata;
	}
);

/**
 * The editor registers core's blocks from its own copy of block.json too: the same styles come out there, through
 * the filter every block type passes on its way in (added before the editor registers them).
 */
add_action(
	'enqueue_block_editor_assets',
	static function () {
		wp_register_script( 'altitude-block-styles', false, array( 'wp-hooks' ), '1.0.0', false );
		wp_enqueue_script( 'altitude-block-styles' );
		wp_add_inline_script(
			'altitude-block-styles',
			sprintf(
				'(function(undrawn){wp.hooks.addFilter("blocks.registerBlockType","altitude/undrawn-block-styles",function(settings,name){var names=undrawn[name];if(!names||!Array.isArray(settings.styles)){return settings;}return Object.assign({},settings,{styles:settings.styles.filter(function(style){return names.indexOf(style.name)<0;})});});})(%s);',
				wp_json_encode( ALTITUDE_UNDRAWN_BLOCK_STYLES )
			)
		);
	}
);
