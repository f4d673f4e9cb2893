<?php
/**
 * Seeds a freshly installed WordPress with the demo content pack (Altitude Marketing Group) the embedded content
 * server serves, through WordPress's own APIs, as an editor would have entered it: media library, authors,
 * categories, tags, pages with their hero and metadata fields, posts, team members, case studies, careers, both menus
 * and Theme Settings.
 *
 *   php seed.php <wordpress dir> <pack.json> <uploads folder>
 *
 * pack.json is written by harness/wordpress/seed.ts from content-server/content-pack. Gravity Forms is not part
 * of the kit, so the pack's forms are not seeded.
 */

$wp_dir      = $argv[1] ?? '';
$pack_file   = $argv[2] ?? '';
$uploads_src = $argv[3] ?? '';
if ( '' === $wp_dir || ! is_file( $pack_file ) || ! is_dir( $uploads_src ) ) {
	fwrite( STDERR, "usage: php seed.php <wordpress dir> <pack.json> <uploads folder>\n" );
	exit( 2 );
}

// As WordPress's importers do: plugins (the companion plugin's change notices) hold back while it runs.
define( 'WP_IMPORTING', true );
require $wp_dir . '/wp-load.php';
require_once ABSPATH . 'wp-admin/includes/image.php';
require_once ABSPATH . 'wp-admin/includes/file.php';
require_once ABSPATH . 'wp-admin/includes/media.php';
require_once ABSPATH . 'wp-admin/includes/nav-menu.php';

if ( ! function_exists( 'update_field' ) ) {
	fwrite( STDERR, "ACF (Secure Custom Fields) is not active\n" );
	exit( 1 );
}

$pack = json_decode( (string) file_get_contents( $pack_file ), true );

/** Fails the seed with a message when a WordPress call returned an error. */
function seed_check( $result, string $what ) {
	if ( is_wp_error( $result ) || ! $result ) {
		fwrite( STDERR, "$what: " . ( is_wp_error( $result ) ? $result->get_error_message() : 'failed' ) . "\n" );
		exit( 1 );
	}
	return $result;
}

wp_set_current_user( 1 );

// Settings → General and Reading, as the agency would set them. Winter Park is in Florida.
update_option( 'blogname', $pack['site']['name'] );
update_option( 'blogdescription', $pack['site']['description'] );
update_option( 'timezone_string', 'America/New_York' );
update_option( 'gmt_offset', '' );
update_option( 'uploads_use_yearmonth_folders', 0 );

// The install's sample content.
foreach ( get_posts( array( 'post_type' => array( 'post', 'page' ), 'post_status' => 'any', 'numberposts' => -1 ) ) as $sample ) {
	wp_delete_post( $sample->ID, true );
}

// Media library: every file of the pack's uploads folder, with the pack's alternative text for pictures.
// Sub-sizes are skipped (the site asks Next.js for the sizes it needs); seeding stays a matter of seconds.
add_filter( 'intermediate_image_sizes_advanced', '__return_empty_array' );
add_filter( 'big_image_size_threshold', '__return_false' );
$image_info = array();
foreach ( $pack['images'] as $image ) {
	$image_info[ $image['file'] ] = $image;
}
// Read again now that year/month folders are off: a plugin may have asked for the uploads folder while WordPress
// loaded, and WordPress keeps that first answer.
$upload_dir  = wp_upload_dir( null, true, true );
$attachments = array();
foreach ( scandir( $uploads_src ) as $file ) {
	$source = $uploads_src . '/' . $file;
	if ( ! is_file( $source ) || '.' === $file[0] ) {
		continue;
	}
	$target = $upload_dir['path'] . '/' . $file;
	copy( $source, $target );
	$type  = wp_check_filetype( $file );
	$title = preg_replace( '/\.[^.]+$/', '', $file );
	$id    = seed_check(
		wp_insert_attachment(
			array(
				'post_mime_type' => $type['type'],
				'post_title'     => $title,
				'post_status'    => 'inherit',
				'post_content'   => $image_info[ $file ]['credit'] ?? '',
			),
			$target,
			0,
			true
		),
		"attachment $file"
	);
	wp_update_attachment_metadata( $id, wp_generate_attachment_metadata( $id, $target ) );
	if ( isset( $image_info[ $file ] ) ) {
		update_post_meta( $id, '_wp_attachment_image_alt', $image_info[ $file ]['altText'] );
	}
	$attachments[ $file ] = $id;
}

/** The attachment id of a pack file name (null when empty). */
function seed_media( ?string $file ): ?int {
	global $attachments;
	if ( null === $file || '' === $file ) {
		return null;
	}
	if ( ! isset( $attachments[ $file ] ) ) {
		fwrite( STDERR, "the pack names $file, which is not in its uploads folder\n" );
		exit( 1 );
	}
	return $attachments[ $file ];
}

/** Content as the block editor saves it: uploads at their full address on this WordPress. */
function seed_content( string $html ): string {
	$base = wp_upload_dir()['baseurl'];
	return str_replace( array( '"/wp-content/uploads/', "'/wp-content/uploads/" ), array( '"' . $base . '/', "'" . $base . '/' ), $html );
}

/** Saves ACF values by field key, the way the edit screen saves them. */
function seed_fields( $post_id, string $prefix, array $values ) {
	foreach ( $values as $name => $value ) {
		$key = "field_altitude_{$prefix}_{$name}";
		seed_check( acf_get_field( $key ), "field $prefix.$name (is its field group loaded?)" );
		update_field( $key, $value, $post_id );
	}
}

/**
 * A path on the site as the full address WordPress's link picker saves; any other address (`tel:`, `mailto:`,
 * `https://…`) as it is, as an editor types it.
 */
function seed_url( string $url ): string {
	return '/' === substr( $url, 0, 1 ) && '//' !== substr( $url, 0, 2 ) ? home_url( $url ) : $url;
}

function seed_link( ?array $link ) {
	return $link ? array(
		'url'    => seed_url( $link['url'] ),
		'title'  => $link['title'],
		'target' => $link['target'],
	) : '';
}

function seed_post( array $item, string $post_type, array $extra = array() ): int {
	$id = seed_check(
		wp_insert_post(
			wp_slash(
				array_merge(
					array(
						'post_type'    => $post_type,
						'post_status'  => 'publish',
						'post_title'   => $item['title'],
						'post_name'    => $item['slug'],
						'post_content' => seed_content( $item['content'] ),
						'post_excerpt' => wp_strip_all_tags( $item['excerpt'] ),
						'post_date'    => str_replace( 'T', ' ', $item['date'] ),
						'menu_order'   => $item['menuOrder'] ?? 0,
						'post_author'  => 1,
					),
					$extra
				)
			),
			true
		),
		"$post_type {$item['slug']}"
	);
	$thumbnail = seed_media( $item['featuredImage'] ?? null );
	if ( $thumbnail ) {
		set_post_thumbnail( $id, $thumbnail );
	}
	return $id;
}

// Authors, with their pictures from the media library (the companion plugin's `altitude_avatar`).
$authors = array();
foreach ( $pack['authors'] as $author ) {
	$user_id = seed_check(
		wp_insert_user(
			array(
				'user_login'    => $author['slug'],
				'user_nicename' => $author['slug'],
				'user_email'    => $author['slug'] . '@altitude.example',
				'user_pass'     => wp_generate_password( 24 ),
				'display_name'  => $author['name'],
				'first_name'    => $author['firstName'],
				'last_name'     => $author['lastName'],
				'description'   => $author['description'],
				'role'          => 'author',
			)
		),
		"author {$author['slug']}"
	);
	update_user_meta( $user_id, 'altitude_avatar', seed_media( $author['avatar'] ) );
	$authors[ $author['slug'] ] = $user_id;
}

/**
 * Creates the pack's terms of a taxonomy (`category`, `post_tag`) and returns their ids by slug.
 *
 * @param array  $terms    The pack's terms: name, slug, description.
 * @param string $taxonomy The taxonomy they belong to.
 * @param string $what     How an error names one of them.
 * @return array<string,int>
 */
function seed_terms( array $terms, string $taxonomy, string $what ): array {
	$ids = array();
	foreach ( $terms as $term ) {
		$inserted = seed_check(
			wp_insert_term(
				$term['name'],
				$taxonomy,
				array(
					'slug'        => $term['slug'],
					'description' => $term['description'],
				)
			),
			"$what {$term['slug']}"
		);
		$ids[ $term['slug'] ] = (int) $inserted['term_id'];
	}
	return $ids;
}

$categories = seed_terms( $pack['categories'], 'category', 'category' );
$tags       = seed_terms( $pack['tags'] ?? array(), 'post_tag', 'tag' );

foreach ( $pack['pages'] as $page ) {
	$id   = seed_post( $page, 'page' );
	$hero = $page['heroSettings'];
	seed_fields(
		$id,
		'heroSettings',
		array(
			'heroSize'             => $hero['heroSize'],
			'heroType'             => $hero['heroType'],
			'heroColor'            => $hero['heroColor'],
			'heroBgColor'          => $hero['heroBgColor'],
			'heroOverlayColor'     => $hero['heroOverlayColor'],
			'heroOverlayOpacity'   => $hero['heroOverlayOpacity'],
			'heroScrollDown'       => $hero['heroScrollDown'] ? 1 : 0,
			'heroInsightAltToggle' => $hero['heroInsightAltToggle'] ? 1 : 0,
			'heroEyebrow'          => $hero['heroEyebrow'] ?? '',
			'heroHeadline'         => $hero['heroHeadline'] ?? '',
			'heroImage'            => seed_media( $hero['heroImage'] ?? null ) ?? '',
			'heroCta'              => array(
				'active' => $hero['heroCta']['active'] ? 1 : 0,
				'label'  => $hero['heroCta']['label'],
				'link'   => seed_link( $hero['heroCta']['link'] ),
			),
			'heroCloudLeft'        => $hero['heroCloudLeft'],
			'heroCloudRight'       => $hero['heroCloudRight'],
		)
	);
	$meta = $page['pageMetadata'];
	seed_fields(
		$id,
		'pageMetadata',
		array(
			'excludeFromSitemap'   => $meta['excludeFromSitemap'] ? 1 : 0,
			'metaDescription'      => $meta['metaDescription'],
			'openGraphDescription' => $meta['openGraphDescription'],
			'openGraphImage'       => seed_media( $meta['openGraphImage'] ) ?? '',
		)
	);
	if ( ! empty( $page['isFrontPage'] ) ) {
		update_option( 'show_on_front', 'page' );
		update_option( 'page_on_front', $id );
	}
}

foreach ( $pack['posts'] as $post ) {
	$id = seed_post(
		$post,
		'post',
		array(
			'post_author'   => $authors[ $post['author'] ],
			'post_category' => array_map(
				static function ( $slug ) use ( $categories ) {
					return $categories[ $slug ];
				},
				$post['categories']
			),
			'tags_input'    => array_map(
				static function ( $slug ) use ( $tags ) {
					return $tags[ $slug ];
				},
				$post['tags'] ?? array()
			),
		)
	);
	seed_fields( $id, 'insightsArticle', array( 'insightsArticleAuthor' => $post['insightsArticleAuthor'] ) );
	$podcast = $post['podcastInformation'];
	if ( $podcast ) {
		$audio = preg_match( '#^https?://#', $podcast['audioUrl'] ) ? $podcast['audioUrl'] : wp_get_attachment_url( seed_media( $podcast['audioUrl'] ) );
		seed_fields(
			$id,
			'podcastInformation',
			array(
				'audioUrl'                => $audio,
				'audioLength'             => $podcast['audioLength'],
				'episodeUrl'              => $podcast['episodeUrl'],
				'podcastEpisodeNumber'    => $podcast['podcastEpisodeNumber'],
				'podcastEpisodeThumbnail' => seed_media( $podcast['podcastEpisodeThumbnail'] ),
			)
		);
	}
}

foreach ( $pack['teamMembers'] as $member ) {
	seed_fields( seed_post( $member, 'team_member' ), 'teamMemberDetails', $member['teamMemberDetails'] );
}
foreach ( $pack['caseStudies'] as $case_study ) {
	seed_fields( seed_post( $case_study, 'case_study' ), 'caseStudyDetails', $case_study['caseStudyDetails'] );
}
foreach ( $pack['careers'] as $career ) {
	seed_fields( seed_post( $career, 'career' ), 'careerDetails', $career['careerDetails'] );
}

/** Adds menu items as an editor does in Appearance → Menus: pages as pages, other addresses as custom links. */
function seed_menu_items( int $menu_id, array $items, int $parent = 0 ) {
	foreach ( $items as $position => $item ) {
		$path  = $item['path'];
		$page  = false === strpos( $path, '#' ) ? get_page_by_path( trim( $path, '/' ) ) : null;
		$front = '/' === $path ? (int) get_option( 'page_on_front' ) : 0;
		$args  = array(
			'menu-item-title'       => $item['label'],
			'menu-item-attr-title'  => $item['title'] ?? '',
			'menu-item-classes'     => implode( ' ', $item['cssClasses'] ?? array() ),
			'menu-item-description' => $item['description'] ?? '',
			'menu-item-target'      => $item['target'] ?? '',
			'menu-item-xfn'         => $item['linkRelationship'] ?? '',
			'menu-item-status'      => 'publish',
			'menu-item-parent-id'   => $parent,
			'menu-item-position'    => $position + 1,
		);
		$page_id = $page ? $page->ID : $front;
		if ( $page_id ) {
			$args += array(
				'menu-item-type'      => 'post_type',
				'menu-item-object'    => 'page',
				'menu-item-object-id' => $page_id,
			);
		} else {
			$args += array(
				'menu-item-type' => 'custom',
				'menu-item-url'  => seed_url( $path ),
			);
		}
		$item_id = seed_check( wp_update_nav_menu_item( $menu_id, 0, $args ), "menu item {$item['label']}" );
		if ( ! empty( $item['children'] ) ) {
			seed_menu_items( $menu_id, $item['children'], $item_id );
		}
	}
}

$locations = array();
foreach ( array( 'PRIMARY' => 'Primary', 'FOOTER' => 'Footer' ) as $location => $name ) {
	$menu_id = seed_check( wp_create_nav_menu( $name ), "menu $name" );
	seed_menu_items( $menu_id, $pack['menus'][ $location ] );
	$locations[ strtolower( $location ) ] = $menu_id;
}
set_theme_mod( 'nav_menu_locations', $locations );

update_field( 'field_altitude_devTools_tempCss', $pack['themeCss'], 'option' );
update_option( 'altitude_redirects', $pack['redirects'], false );

printf( "seeded %d media, %d pages, %d posts, %d team members, %d case studies, %d careers\n", count( $attachments ), count( $pack['pages'] ), count( $pack['posts'] ), count( $pack['teamMembers'] ), count( $pack['caseStudies'] ), count( $pack['careers'] ) );
