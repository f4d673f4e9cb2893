<?php
/**
 * Receipts for change notices: every notice the plugin sends to the site is kept with the site's answer, a notice
 * the site did not accept is tried again from WordPress cron with growing pauses, and editors see beside each entry
 * whether their change is live on the site and since when, or why not. Tools → Site notices lists recent notices
 * and failures.
 *
 * The queue is a table of its own (not options or post meta): notices outlive the request that made them, are
 * read by post and by state, and there can be thousands.
 *
 * @package AltitudeHeadless
 */

defined( 'ABSPATH' ) || exit;

/** The version of the table's shape: raising it updates the table on the next request. */
const ALTITUDE_NOTICES_SCHEMA = 1;

/** How many times a notice is sent before it is given up (the pauses between add up to about two hours). */
const ALTITUDE_NOTICE_ATTEMPTS = 8;

/** Seconds to wait for the site's answer. Deliveries run after the editor's response has been sent. */
const ALTITUDE_NOTICE_TIMEOUT = 5;

/** The cron hook that sends notices whose next attempt is due. */
const ALTITUDE_NOTICE_CRON = 'altitude_deliver_notices';

function altitude_notices_table(): string {
	global $wpdb;
	return $wpdb->prefix . 'altitude_notices';
}

/** Creates or updates the table when its shape changed (checked on each request against an autoloaded option). */
function altitude_install_notices_table(): void {
	if ( (int) get_option( 'altitude_notices_schema' ) === ALTITUDE_NOTICES_SCHEMA ) {
		return;
	}
	global $wpdb;
	require_once ABSPATH . 'wp-admin/includes/upgrade.php';
	$table   = altitude_notices_table();
	$charset = $wpdb->get_charset_collate();
	dbDelta(
		"CREATE TABLE $table (
  id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  body longtext NOT NULL,
  post_id bigint(20) unsigned NOT NULL DEFAULT 0,
  status varchar(20) NOT NULL DEFAULT 'pending',
  attempts smallint(5) unsigned NOT NULL DEFAULT 0,
  created_gmt datetime NOT NULL,
  attempted_gmt datetime NULL,
  next_attempt_gmt datetime NULL,
  delivered_gmt datetime NULL,
  answer varchar(500) NOT NULL DEFAULT '',
  PRIMARY KEY  (id),
  KEY post_id (post_id),
  KEY status (status,next_attempt_gmt)
) $charset;"
	);
	update_option( 'altitude_notices_schema', ALTITUDE_NOTICES_SCHEMA, true );
}
add_action( 'plugins_loaded', 'altitude_install_notices_table' );

/** Stores a notice as pending; returns its id. */
function altitude_store_notice( string $body, int $post_id ): int {
	global $wpdb;
	$wpdb->insert(
		altitude_notices_table(),
		array(
			'body'        => $body,
			'post_id'     => $post_id,
			'status'      => 'pending',
			'created_gmt' => gmdate( 'Y-m-d H:i:s' ),
		)
	);
	return (int) $wpdb->insert_id;
}

function altitude_notice( int $id ): ?object {
	global $wpdb;
	$table = altitude_notices_table();
	$row   = $wpdb->get_row( $wpdb->prepare( "SELECT * FROM $table WHERE id = %d", $id ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
	return $row ?: null;
}

/** Seconds before the next attempt after `$attempts` failed ones: 1, 2, 4 … minutes, at most an hour. */
function altitude_notice_backoff( int $attempts ): int {
	return min( 3600, 60 * ( 2 ** max( 0, $attempts - 1 ) ) );
}

/**
 * Whether an answer is worth trying again: no answer at all, a server error, a timeout or "too many requests".
 * Any other refusal (a wrong signature, a notice the site does not understand) will be refused again.
 */
function altitude_notice_retryable( int $code ): bool {
	return 0 === $code || $code >= 500 || 408 === $code || 429 === $code;
}

/**
 * Sends one stored notice, signed, and records the site's answer. A notice the site did not accept is tried again
 * later (`altitude_notice_backoff`) until `ALTITUDE_NOTICE_ATTEMPTS`; one it refused for good is marked failed.
 */
function altitude_deliver_notice( int $id ): void {
	$notice = altitude_notice( $id );
	if ( ! $notice || ! in_array( $notice->status, array( 'pending', 'retrying' ), true ) ) {
		return;
	}
	if ( ! defined( 'ALTITUDE_REVALIDATE_URL' ) || ! defined( 'ALTITUDE_REVALIDATE_SECRET' ) ) {
		return;
	}
	$timestamp = (string) time();
	// Each notice names itself: the site refuses a signed notice it has already taken (a replay), and two changes
	// announced alike within one second are two notices.
	$change   = json_decode( (string) $notice->body, true );
	$body     = is_array( $change ) ? (string) wp_json_encode( $change + array( 'notice' => (int) $notice->id ) ) : (string) $notice->body;
	$response = wp_remote_post(
		ALTITUDE_REVALIDATE_URL,
		array(
			'timeout' => ALTITUDE_NOTICE_TIMEOUT,
			'headers' => array(
				'Content-Type'         => 'application/json',
				'X-Altitude-Timestamp' => $timestamp,
				'X-Altitude-Signature' => altitude_sign( ALTITUDE_REVALIDATE_SECRET, $timestamp, $body ),
			),
			'body'    => $body,
		)
	);
	$code   = is_wp_error( $response ) ? 0 : (int) wp_remote_retrieve_response_code( $response );
	$answer = is_wp_error( $response )
		? 'No answer: ' . $response->get_error_message()
		: trim( $code . ' ' . wp_strip_all_tags( (string) wp_remote_retrieve_body( $response ) ) );
	$now      = time();
	$attempts = (int) $notice->attempts + 1;
	$fields   = array(
		'attempts'      => $attempts,
		'attempted_gmt' => gmdate( 'Y-m-d H:i:s', $now ),
		'answer'        => mb_substr( $answer, 0, 500 ),
	);
	if ( $code >= 200 && $code < 300 ) {
		$fields += array(
			'status'           => 'delivered',
			'delivered_gmt'    => gmdate( 'Y-m-d H:i:s', $now ),
			'next_attempt_gmt' => null,
		);
	} elseif ( altitude_notice_retryable( $code ) && $attempts < ALTITUDE_NOTICE_ATTEMPTS ) {
		$next    = $now + altitude_notice_backoff( $attempts );
		$fields += array(
			'status'           => 'retrying',
			'next_attempt_gmt' => gmdate( 'Y-m-d H:i:s', $next ),
		);
		altitude_schedule_notice_delivery( $next );
	} else {
		$fields += array(
			'status'           => 'failed',
			'next_attempt_gmt' => null,
		);
	}
	global $wpdb;
	$wpdb->update( altitude_notices_table(), $fields, array( 'id' => $id ) );
	if ( 'delivered' === $fields['status'] ) {
		// The same change delivered now makes older undelivered copies of it moot.
		$table = altitude_notices_table();
		$wpdb->query( $wpdb->prepare( "UPDATE $table SET status = 'superseded', next_attempt_gmt = NULL WHERE body = %s AND id < %d AND status IN ('pending', 'retrying', 'failed')", $notice->body, $id ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
	}
}

/** Makes sure cron runs the deliveries no later than `$at` (one event at a time: the earliest due). */
function altitude_schedule_notice_delivery( int $at ): void {
	$scheduled = wp_next_scheduled( ALTITUDE_NOTICE_CRON );
	if ( $scheduled && $scheduled <= $at ) {
		return;
	}
	if ( $scheduled ) {
		wp_unschedule_event( $scheduled, ALTITUDE_NOTICE_CRON );
	}
	wp_schedule_single_event( $at, ALTITUDE_NOTICE_CRON );
}

/**
 * Sends every notice whose next attempt is due at `$now` (cron's run; `$now` defaults to the current time), then
 * schedules the next run for the ones still waiting.
 */
function altitude_deliver_due_notices( ?int $now = null ): void {
	global $wpdb;
	$table = altitude_notices_table();
	$now   = $now ?? time();
	$due   = $wpdb->get_col( $wpdb->prepare( "SELECT id FROM $table WHERE status IN ('pending', 'retrying') AND (next_attempt_gmt IS NULL OR next_attempt_gmt <= %s) ORDER BY id LIMIT 50", gmdate( 'Y-m-d H:i:s', $now ) ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
	foreach ( $due as $id ) {
		altitude_deliver_notice( (int) $id );
	}
	$next = $wpdb->get_var( "SELECT MIN(next_attempt_gmt) FROM $table WHERE status = 'retrying'" ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
	if ( $next ) {
		altitude_schedule_notice_delivery( max( time(), (int) strtotime( $next . ' UTC' ) ) );
	}
}
add_action( ALTITUDE_NOTICE_CRON, 'altitude_deliver_due_notices', 10, 0 );

/*
 * One cron event can be lost: two cron runs at once each save their own copy of WordPress's list of events, and
 * the later save drops what the other scheduled. So no undelivered notice depends on one event alone: a recurring
 * safety net sends whatever is due every five minutes (itself put back on the next request if it is lost), and
 * cron's runs, admin pages and the editor's status poll put back the delivery event of any notice waiting without
 * one before they read or promise anything.
 */

/** The recurring cron hook that sends every notice due, whatever happened to the delivery event. */
const ALTITUDE_NOTICE_SAFETY_NET = 'altitude_deliver_notices_safety_net';

add_filter(
	'cron_schedules',
	static function ( array $schedules ): array {
		$schedules['altitude_five_minutes'] = array(
			'interval' => 300,
			'display'  => 'Every five minutes (Altitude change notices)',
		);
		return $schedules;
	}
);
add_action( ALTITUDE_NOTICE_SAFETY_NET, 'altitude_deliver_due_notices', 10, 0 );

/**
 * Makes sure cron will send every notice still to deliver: a delivery event no later than the earliest next attempt
 * (a notice left pending, its first delivery cut short, counts as due now), and the safety net.
 */
function altitude_ensure_notice_delivery(): void {
	if ( ! wp_next_scheduled( ALTITUDE_NOTICE_SAFETY_NET ) ) {
		wp_schedule_event( time() + 300, 'altitude_five_minutes', ALTITUDE_NOTICE_SAFETY_NET );
	}
	if ( (int) get_option( 'altitude_notices_schema' ) !== ALTITUDE_NOTICES_SCHEMA ) {
		return;
	}
	global $wpdb;
	$table   = altitude_notices_table();
	$stale   = gmdate( 'Y-m-d H:i:s', time() - 2 * ALTITUDE_NOTICE_TIMEOUT );
	$next    = $wpdb->get_var( "SELECT MIN(next_attempt_gmt) FROM $table WHERE status = 'retrying'" ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
	$pending = $wpdb->get_var( $wpdb->prepare( "SELECT id FROM $table WHERE status = 'pending' AND created_gmt <= %s LIMIT 1", $stale ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
	if ( $pending ) {
		altitude_schedule_notice_delivery( time() );
	} elseif ( $next ) {
		altitude_schedule_notice_delivery( max( time(), (int) strtotime( $next . ' UTC' ) ) );
	}
}

add_action(
	'init',
	static function () {
		if ( wp_doing_cron() || is_admin() ) {
			altitude_ensure_notice_delivery();
		} elseif ( ! wp_next_scheduled( ALTITUDE_NOTICE_SAFETY_NET ) ) {
			wp_schedule_event( time() + 300, 'altitude_five_minutes', ALTITUDE_NOTICE_SAFETY_NET );
		}
	}
);

/** What a notice says, for people: "Entry /about-us/ (moved from /about/)", "Menu primary", "Redirects"… */
function altitude_notice_summary( string $body ): string {
	$change = json_decode( $body, true );
	if ( ! is_array( $change ) ) {
		return $body;
	}
	switch ( $change['kind'] ?? '' ) {
		case 'node':
			$moved = ! empty( $change['previousUri'] ) && $change['previousUri'] !== $change['uri'] ? ' (was ' . $change['previousUri'] . ')' : '';
			return 'Entry ' . $change['uri'] . $moved;
		case 'term':
			return 'Category ' . $change['uri'];
		case 'menu':
			return 'Menu ' . strtolower( (string) $change['location'] );
		case 'forms':
			return 'Forms';
		case 'theme-css':
			return 'Theme stylesheet';
		case 'redirects':
			return 'Redirects: ' . implode( ', ', array_slice( (array) $change['uris'], 0, 5 ) ) . ( count( (array) $change['uris'] ) > 5 ? '…' : '' );
		default:
			return (string) ( $change['kind'] ?? $body );
	}
}

function altitude_notice_time( ?string $gmt ): string {
	return $gmt ? wp_date( get_option( 'date_format' ) . ' ' . get_option( 'time_format' ), (int) strtotime( $gmt . ' UTC' ) ) : '';
}

/**
 * Where an entry's latest change stands on the site, in a sentence: `state` is `live`, `sending`, `waiting`,
 * `failed` or `none`.
 *
 * @return array{state: string, message: string}
 */
function altitude_site_status( int $post_id ): array {
	global $wpdb;
	if ( ! defined( 'ALTITUDE_REVALIDATE_URL' ) || ! defined( 'ALTITUDE_REVALIDATE_SECRET' ) ) {
		return array(
			'state'   => 'none',
			'message' => 'Changes are not announced to the site: ALTITUDE_REVALIDATE_URL and ALTITUDE_REVALIDATE_SECRET are not set in wp-config.php. The site shows them once its cache lifetime has passed.',
		);
	}
	// What the box promises is what cron will do: the delivery event is put back first if it was lost.
	altitude_ensure_notice_delivery();
	$table  = altitude_notices_table();
	$notice = $wpdb->get_row( $wpdb->prepare( "SELECT * FROM $table WHERE post_id = %d AND status <> 'superseded' ORDER BY id DESC LIMIT 1", $post_id ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
	if ( ! $notice ) {
		return array(
			'state'   => 'none',
			'message' => 'No change of this entry has been sent to the site yet: the site is told when a published entry is saved.',
		);
	}
	switch ( $notice->status ) {
		case 'delivered':
			return array(
				'state'   => 'live',
				'message' => sprintf( 'Live on the site since %s.', altitude_notice_time( $notice->delivered_gmt ) ),
			);
		case 'retrying':
			// A time is promised only when cron holds an event that will send it by then; an attempt overdue is made on
			// cron's next run.
			$next      = (int) strtotime( $notice->next_attempt_gmt . ' UTC' );
			$scheduled = (int) wp_next_scheduled( ALTITUDE_NOTICE_CRON );
			$when      = $next > time() && $scheduled && $scheduled <= $next ? 'at ' . altitude_notice_time( $notice->next_attempt_gmt ) : 'on the next run of WordPress cron';
			return array(
				'state'   => 'waiting',
				'message' => sprintf(
					'Not live yet: the site did not take the change (%1$s). Trying again %2$s (attempt %3$d of %4$d).',
					$notice->answer,
					$when,
					(int) $notice->attempts + 1,
					ALTITUDE_NOTICE_ATTEMPTS
				),
			);
		case 'failed':
			return array(
				'state'   => 'failed',
				'message' => sprintf(
					'Not live: the site did not take the change after %1$s (%2$s). Saving again sends it anew; Tools → Site notices can send it again.',
					1 === (int) $notice->attempts ? 'one attempt' : (int) $notice->attempts . ' attempts',
					$notice->answer
				),
			);
		default:
			return array(
				'state'   => 'sending',
				'message' => 'Sending the change to the site…',
			);
	}
}

// ─── Beside the entry ────────────────────────────────────────────────────────────────────────────────────────

add_action(
	'add_meta_boxes',
	static function () {
		add_meta_box( 'altitude-site-status', 'On the site', 'altitude_site_status_box', altitude_preview_types(), 'side', 'high' );
	}
);

/**
 * The entry's status on the site. The block editor saves without reloading the page, so the box asks again
 * (`altitude/v1/site-status/<id>`) every few seconds while the change is on its way.
 */
function altitude_site_status_box( WP_Post $post ): void {
	$status = altitude_site_status( (int) $post->ID );
	printf(
		'<p id="altitude-site-status" role="status" data-state="%1$s">%2$s</p>',
		esc_attr( $status['state'] ),
		esc_html( $status['message'] )
	);
	$url   = rest_url( 'altitude/v1/site-status/' . (int) $post->ID );
	$nonce = wp_create_nonce( 'wp_rest' );
	?>
	<script>
	( function () {
		var box = document.getElementById( 'altitude-site-status' );
		var ask = function () {
			fetch( <?php echo wp_json_encode( $url ); ?>, { headers: { 'X-WP-Nonce': <?php echo wp_json_encode( $nonce ); ?> }, credentials: 'same-origin' } )
				.then( function ( r ) { return r.ok ? r.json() : null; } )
				.then( function ( s ) { if ( s && s.message !== box.textContent ) { box.textContent = s.message; box.dataset.state = s.state; } } )
				.catch( function () {} );
		};
		setInterval( function () { if ( ! document.hidden ) ask(); }, 5000 );
	} )();
	</script>
	<?php
}

add_action(
	'rest_api_init',
	static function () {
		register_rest_route(
			'altitude/v1',
			'/site-status/(?P<id>\d+)',
			array(
				'methods'             => 'GET',
				'callback'            => static fn( WP_REST_Request $request ) => altitude_site_status( (int) $request['id'] ),
				'permission_callback' => static fn( WP_REST_Request $request ) => current_user_can( 'edit_post', (int) $request['id'] ),
			)
		);
	}
);

// ─── Tools → Site notices ────────────────────────────────────────────────────────────────────────────────────

function altitude_notices_capability(): string {
	return 'edit_others_posts';
}

add_action(
	'admin_menu',
	static function () {
		add_management_page( 'Site notices', 'Site notices', altitude_notices_capability(), 'altitude-notices', 'altitude_notices_screen' );
	}
);

/** Sends a failed or waiting notice again at once (the screen's "Send again"). */
add_action(
	'admin_post_altitude_notice_retry',
	static function () {
		$id = isset( $_GET['notice'] ) ? (int) $_GET['notice'] : 0;
		check_admin_referer( 'altitude_notice_retry_' . $id );
		if ( ! current_user_can( altitude_notices_capability() ) ) {
			wp_die( 'Sorry, you are not allowed to send notices.', 403 );
		}
		global $wpdb;
		$wpdb->update( altitude_notices_table(), array( 'status' => 'retrying' ), array( 'id' => $id, 'status' => 'failed' ) );
		altitude_deliver_notice( $id );
		wp_safe_redirect( admin_url( 'tools.php?page=altitude-notices' ) );
		exit;
	}
);

/** Recent notices, newest first; with `failures`, only those not (yet) taken by the site. */
function altitude_recent_notices( bool $failures = false, int $limit = 100 ): array {
	global $wpdb;
	$table = altitude_notices_table();
	$where = $failures ? "WHERE status IN ('retrying', 'failed')" : '';
	return $wpdb->get_results( $wpdb->prepare( "SELECT * FROM $table $where ORDER BY id DESC LIMIT %d", $limit ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
}

function altitude_notices_screen(): void {
	$failures = isset( $_GET['failures'] ); // phpcs:ignore WordPress.Security.NonceVerification.Recommended
	$labels   = array(
		'pending'    => 'Sending',
		'retrying'   => 'Waiting to retry',
		'delivered'  => 'Live',
		'failed'     => 'Failed',
		'superseded' => 'Replaced by a later notice',
	);
	$base     = admin_url( 'tools.php?page=altitude-notices' );
	echo '<div class="wrap"><h1>Site notices</h1>';
	echo '<p>Every change WordPress announces to the site, with the site’s answer. A notice the site does not take is tried again after 1, 2, 4 … minutes (up to ' . (int) ALTITUDE_NOTICE_ATTEMPTS . ' attempts).</p>';
	printf(
		'<ul class="subsubsub"><li><a href="%1$s"%2$s>All</a> | </li><li><a href="%3$s"%4$s>Failures</a></li></ul>',
		esc_url( $base ),
		$failures ? '' : ' class="current" aria-current="page"',
		esc_url( add_query_arg( 'failures', '1', $base ) ),
		$failures ? ' class="current" aria-current="page"' : ''
	);
	echo '<table class="widefat striped"><thead><tr><th scope="col">Sent</th><th scope="col">Change</th><th scope="col">Status</th><th scope="col">Attempts</th><th scope="col">The site’s answer</th><th scope="col"><span class="screen-reader-text">Actions</span></th></tr></thead><tbody>';
	$rows = altitude_recent_notices( $failures );
	if ( ! $rows ) {
		echo '<tr><td colspan="6">' . ( $failures ? 'No failures.' : 'No notices yet.' ) . '</td></tr>';
	}
	foreach ( $rows as $row ) {
		$change = esc_html( altitude_notice_summary( $row->body ) );
		if ( (int) $row->post_id && get_post( (int) $row->post_id ) ) {
			$change = sprintf( '<a href="%s">%s</a>', esc_url( (string) get_edit_post_link( (int) $row->post_id, 'url' ) ), $change );
		}
		$status = $labels[ $row->status ] ?? $row->status;
		if ( 'delivered' === $row->status ) {
			$status .= ' since ' . altitude_notice_time( $row->delivered_gmt );
		} elseif ( 'retrying' === $row->status ) {
			$status .= ' (next at ' . altitude_notice_time( $row->next_attempt_gmt ) . ')';
		}
		$action = '';
		if ( in_array( $row->status, array( 'retrying', 'failed' ), true ) ) {
			$action = sprintf(
				'<a class="button" href="%s">Send again</a>',
				esc_url( wp_nonce_url( add_query_arg( array( 'action' => 'altitude_notice_retry', 'notice' => (int) $row->id ), admin_url( 'admin-post.php' ) ), 'altitude_notice_retry_' . (int) $row->id ) )
			);
		}
		printf(
			'<tr data-status="%1$s"><td>%2$s</td><td>%3$s</td><td>%4$s</td><td>%5$d</td><td>%6$s</td><td>%7$s</td></tr>',
			esc_attr( $row->status ),
			esc_html( altitude_notice_time( $row->created_gmt ) ),
			$change, // phpcs:ignore WordPress.Security.EscapeOutput
			esc_html( $status ),
			(int) $row->attempts,
			esc_html( $row->answer ),
			$action // phpcs:ignore WordPress.Security.EscapeOutput
		);
	}
	echo '</tbody></table></div>';
}
