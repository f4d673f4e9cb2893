<?php
/**
 * Imports one WXR export into WordPress with the WordPress Importer, as an administrator does in Tools → Import
 * (without fetching attachments: the kit's WordPress is offline), and prints what landed as one JSON line:
 *
 *   php import.php <wordpress dir> <file.wxr>
 *
 * The importer reports failures only as lines of the HTML it echoes, and stops with die() (exit status 0) on a
 * file it cannot read: the result is printed from a shutdown function so that even then the caller gets the
 * counts and the importer's messages (harness/wordpress/import.ts).
 */

// Prefixed names: WordPress's own files, loaded below, use globals such as $file for their loops.
$altitude_wp_dir = $argv[1] ?? '';
$altitude_wxr    = $argv[2] ?? '';
if ( '' === $altitude_wp_dir || '' === $altitude_wxr ) {
	fwrite( STDERR, "usage: php import.php <wordpress dir> <file.wxr>\n" );
	exit( 2 );
}

// As Tools → Import does: plugins (the companion plugin's change notices) hold back while it runs.
define( 'WP_IMPORTING', true );
define( 'WP_LOAD_IMPORTERS', true );
require $altitude_wp_dir . '/wp-load.php';
require_once ABSPATH . 'wp-admin/includes/admin.php';

$importer_file = WP_PLUGIN_DIR . '/wordpress-importer/wordpress-importer.php';
if ( ! is_file( $importer_file ) ) {
	fwrite( STDERR, "The WordPress Importer is not in $importer_file\n" );
	exit( 1 );
}
require_once $importer_file;
if ( ! class_exists( 'WP_Import' ) ) {
	fwrite( STDERR, "The WordPress Importer did not load (WP_Import is missing)\n" );
	exit( 1 );
}

/** What the database holds now: entries by type and status, terms by taxonomy, menu items, comments. */
function altitude_import_counts(): array {
	global $wpdb;
	$counts = array(
		'entries'  => array(),
		'terms'    => array(),
		'comments' => (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$wpdb->comments}" ),
		'sticky'   => count( (array) get_option( 'sticky_posts', array() ) ),
	);
	foreach ( $wpdb->get_results( "SELECT post_type, post_status, COUNT(*) AS n FROM {$wpdb->posts} GROUP BY post_type, post_status" ) as $row ) {
		$counts['entries'][ $row->post_type ][ $row->post_status ] = (int) $row->n;
	}
	foreach ( $wpdb->get_results( "SELECT taxonomy, COUNT(*) AS n FROM {$wpdb->term_taxonomy} GROUP BY taxonomy" ) as $row ) {
		$counts['terms'][ $row->taxonomy ] = (int) $row->n;
	}
	return $counts;
}

// An administrator: items go to user 1 and keep their markup (unfiltered_html), as in the admin screen.
wp_set_current_user( 1 );
$altitude_before   = altitude_import_counts();
$altitude_importer = new WP_Import();
$altitude_started  = microtime( true );
// Everything the importer echoes, kept here: WordPress's own shutdown hook flushes every output buffer before
// the function below runs.
$altitude_log = '';

register_shutdown_function(
	static function () use ( $altitude_before, $altitude_importer, $altitude_started, &$altitude_log ) {
		while ( ob_get_level() > 0 ) {
			ob_end_flush();
		}
		$ids     = array_values( array_unique( array_map( 'intval', $altitude_importer->processed_posts ) ) );
		$entries = array();
		foreach ( $ids as $id ) {
			$post = get_post( $id );
			if ( $post && in_array( $post->post_type, array( 'post', 'page' ), true ) ) {
				$entries[] = array(
					'id'     => $id,
					'type'   => $post->post_type,
					'status' => $post->post_status,
					'slug'   => urldecode( $post->post_name ),
					'title'  => $post->post_title,
				);
			}
		}
		echo "\n@@altitude-import@@" . wp_json_encode(
			array(
				'before'  => $altitude_before,
				'after'   => altitude_import_counts(),
				'entries' => $entries,
				'seconds' => round( microtime( true ) - $altitude_started, 2 ),
				'peakMb'  => round( memory_get_peak_usage( true ) / 1048576, 1 ),
				'log'     => $altitude_log,
			)
		) . "\n";
	}
);

$altitude_importer->fetch_attachments = false;
ob_start(
	static function ( $chunk ) use ( &$altitude_log ) {
		$altitude_log .= $chunk;
		return '';
	}
);
$altitude_importer->import( $altitude_wxr, array( 'rewrite_urls' => false ) );
