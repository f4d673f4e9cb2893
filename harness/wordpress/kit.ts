/**
 * A real WordPress on loopback, from the archives in the WordPress kit (WordPress core, WPGraphQL, WPGraphQL
 * for ACF, Secure Custom Fields, WPGraphQL JWT Authentication) and Debian's PHP-FPM, MariaDB and nginx, in a
 * data folder of its own on free ports. Used by `npm run wordpress`, the benchmarks and the test suites, which run
 * the site against it.
 *
 * Nothing here is a library's job: no npm package starts MariaDB, PHP-FPM and nginx as one private stack, and
 * the steps follow the kit's README one for one.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';

export const REPO_ROOT = resolve(import.meta.dirname, '../..');
export const DEFAULT_KIT_DIR = resolve(REPO_ROOT, '../shared/wordpress-kit');

/** The archives the kit must hold (each unpacks to one folder: `wordpress/`, or a plugin folder). */
const ARCHIVES = {
  core: { prefix: 'wordpress-core-' },
  plugins: [
    { prefix: 'wp-graphql-jwt-authentication-' },
    { prefix: 'wp-graphql-' },
    { prefix: 'wpgraphql-acf-' },
    { prefix: 'secure-custom-fields-' },
  ],
} as const;

/** Debian packages that provide each program, for the "missing" message. */
const PROGRAMS: Record<string, string> = {
  php: 'php-cli',
  'php-fpm8.2': 'php-fpm',
  mariadbd: 'mariadb-server',
  'mariadb-install-db': 'mariadb-server',
  'mariadb-admin': 'mariadb-client',
  mariadb: 'mariadb-client',
  nginx: 'nginx-light',
  tar: 'tar',
  xz: 'xz-utils',
};
/** PHP extensions WordPress and the plugins need (php-mysql, php-mbstring, php-xml, php-gd). */
const PHP_EXTENSIONS = ['mysqli', 'mbstring', 'xml', 'gd'];
const APT_PACKAGES =
  'php-fpm php-cli php-mysql php-mbstring php-xml php-curl php-gd php-intl mariadb-server nginx-light xz-utils';

export class KitError extends Error {}

export interface WordPressOptions {
  /** Where the kit's archives are (WORDPRESS_KIT_DIR, default ../shared/wordpress-kit). */
  kitDir?: string;
  /** The instance's own folder: database, WordPress files, logs (default .data/wordpress). */
  dataDir: string;
  /** Start over: delete the data folder first. */
  fresh?: boolean;
  /** The HTTP port (0 or absent: the port this data folder used before, else a free one). */
  port?: number;
  /** MariaDB's port for a new data folder (absent: a free one). */
  dbPort?: number;
  /** Lines of progress. */
  log?: (line: string) => void;
  /** wp-config.php constants the companion plugin reads, e.g. ALTITUDE_REVALIDATE_URL. */
  constants?: Record<string, string | boolean>;
}

export interface WordPress {
  /** `http://127.0.0.1:<port>` — WP_HOME. */
  origin: string;
  graphqlUrl: string;
  dataDir: string;
  wpDir: string;
  admin: { user: string; password: string };
  /** Whether this start installed WordPress (a new data folder). */
  installed: boolean;
  /** Runs PHP inside WordPress (wp-load.php is required first); returns its standard output. */
  php(code: string): string;
  /** Stops nginx, PHP-FPM and MariaDB. */
  stop(): Promise<void>;
}

interface State {
  httpPort: number;
  dbPort: number;
  salt: string;
  jwtSecret: string;
  adminPassword: string;
}

/** Everything missing on this machine for the kit, as one message with the command that installs it. */
export function missingPrerequisites(kitDir: string): string | undefined {
  const problems: string[] = [];
  if (!existsSync(kitDir)) {
    problems.push(
      `The WordPress kit is not at ${kitDir}. Set WORDPRESS_KIT_DIR to the folder that holds ` +
        'wordpress-core-*.tar.xz and the plugin archives.',
    );
  } else {
    for (const { prefix } of [ARCHIVES.core, ...ARCHIVES.plugins]) {
      if (!findArchive(kitDir, prefix)) problems.push(`The kit at ${kitDir} has no ${prefix}*.tar.xz archive.`);
    }
  }
  const missing = Object.keys(PROGRAMS).filter((program) => !which(program));
  if (missing.length) {
    const packages = [...new Set(missing.map((program) => PROGRAMS[program]))].join(' ');
    problems.push(`Missing programs: ${missing.join(', ')}. Install them with: apt-get install ${packages}`);
  } else {
    const modules = spawnSync('php', ['-m'], { encoding: 'utf8' }).stdout.toLowerCase();
    const absent = PHP_EXTENSIONS.filter((extension) => !modules.includes(`\n${extension}\n`));
    if (absent.length) {
      problems.push(
        `PHP lacks the extensions ${absent.join(', ')}. Install them with: apt-get install ${APT_PACKAGES}`,
      );
    }
  }
  return problems.length ? problems.join('\n') : undefined;
}

function which(program: string): boolean {
  const paths = (process.env.PATH ?? '').split(':').concat(['/usr/sbin', '/sbin']);
  return paths.some((dir) => dir && existsSync(join(dir, program)));
}

function findArchive(kitDir: string, prefix: string): string | undefined {
  const names = readdirSync(kitDir).filter((name) => name.startsWith(prefix) && name.endsWith('.tar.xz'));
  // `wp-graphql-` also matches `wp-graphql-jwt-authentication-`: the shortest remaining name is WPGraphQL itself.
  const candidates = names.filter((name) => !/^wp-graphql-jwt/.test(name) || prefix.startsWith('wp-graphql-jwt'));
  return candidates.sort((a, b) => a.length - b.length)[0];
}

/** A TCP port nobody listens on now. */
export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.unref();
    server.on('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => done(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

function portIsFree(port: number): Promise<boolean> {
  return new Promise((done) => {
    const server = createServer();
    server.once('error', () => done(false));
    server.listen(port, '127.0.0.1', () => server.close(() => done(true)));
  });
}

function run(command: string, args: string[], options: { input?: string; cwd?: string } = {}): string {
  const result = spawnSync(command, args, {
    encoding: 'utf8',
    input: options.input,
    cwd: options.cwd,
    maxBuffer: 64 << 20,
  });
  if (result.status !== 0) {
    const output = `${result.stdout ?? ''}${result.stderr ?? ''}`.trim();
    throw new KitError(`${command} ${args.join(' ')} failed (exit ${result.status}):\n${output}`);
  }
  return result.stdout;
}

async function waitFor(what: string, check: () => boolean | Promise<boolean>, timeoutMs: number, child?: ChildProcess) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new KitError(`${what}: the process exited with code ${child.exitCode}`);
    if (await check()) return;
    await new Promise((wait) => setTimeout(wait, 100));
  }
  throw new KitError(`${what}: not ready after ${timeoutMs} ms`);
}

function sha256(file: string): string {
  return createHash('sha256').update(readFileSync(file)).digest('hex');
}

/** Checks every archive against the kit's SHA256SUMS, so a damaged kit fails here and not halfway through. */
function verifyKit(kitDir: string) {
  const sums = join(kitDir, 'SHA256SUMS');
  if (!existsSync(sums)) return;
  for (const line of readFileSync(sums, 'utf8').split('\n')) {
    const match = /^([0-9a-f]{64})\s+\*?(.+)$/.exec(line.trim());
    if (!match?.[1] || !match[2]) continue;
    const file = join(kitDir, match[2]);
    if (existsSync(file) && sha256(file) !== match[1]) {
      throw new KitError(`${file} does not match its checksum in ${sums}: the kit is damaged.`);
    }
  }
}

/** Unpacks WordPress and the plugins into `<dataDir>/wordpress`, and copies the companion plugin in (every start). */
function unpack(kitDir: string, dataDir: string, log: (line: string) => void): string {
  const wpDir = join(dataDir, 'wordpress');
  if (!existsSync(join(wpDir, 'wp-load.php'))) {
    verifyKit(kitDir);
    log(`Unpacking WordPress and the plugins from ${kitDir}…`);
    run('tar', ['-xJf', join(kitDir, findArchive(kitDir, ARCHIVES.core.prefix)!), '-C', dataDir]);
    const plugins = join(wpDir, 'wp-content', 'plugins');
    for (const { prefix } of ARCHIVES.plugins) {
      run('tar', ['-xJf', join(kitDir, findArchive(kitDir, prefix)!), '-C', plugins]);
    }
  }
  const companion = join(wpDir, 'wp-content', 'plugins', 'altitude-headless');
  rmSync(companion, { recursive: true, force: true });
  cpSync(join(REPO_ROOT, 'wordpress', 'altitude-headless'), companion, { recursive: true });
  // The editor canvas's styles and faces, written from the site's sources (scripts/editor-styles.ts).
  run('npx', ['tsx', join(REPO_ROOT, 'scripts', 'editor-styles.ts'), companion], { cwd: REPO_ROOT });
  const muPlugins = join(wpDir, 'wp-content', 'mu-plugins');
  mkdirSync(muPlugins, { recursive: true });
  cpSync(join(REPO_ROOT, 'wordpress', 'dev', 'local-machine.php'), join(muPlugins, 'altitude-local-machine.php'));
  return wpDir;
}

function phpString(value: string): string {
  return `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
}

function writeConfigs(dataDir: string, wpDir: string, state: State, constants: Record<string, string | boolean>) {
  const run_ = join(dataDir, 'run');
  const logs = join(dataDir, 'logs');
  mkdirSync(run_, { recursive: true });
  mkdirSync(logs, { recursive: true });
  const origin = `http://127.0.0.1:${state.httpPort}`;

  writeFileSync(
    join(dataDir, 'my.cnf'),
    [
      '[mysqld]',
      `datadir=${join(dataDir, 'mysql')}`,
      `socket=${join(run_, 'mysqld.sock')}`,
      `pid-file=${join(run_, 'mysqld.pid')}`,
      `port=${state.dbPort}`,
      'bind-address=127.0.0.1',
      'user=root',
      'skip-name-resolve',
      'innodb_buffer_pool_size=64M',
      'innodb_log_file_size=16M',
      `log-error=${join(logs, 'mariadb.log')}`,
      '[client]',
      `socket=${join(run_, 'mysqld.sock')}`,
      'user=root',
      '',
    ].join('\n'),
  );

  const keys = [
    'AUTH_KEY',
    'SECURE_AUTH_KEY',
    'LOGGED_IN_KEY',
    'NONCE_KEY',
    'AUTH_SALT',
    'SECURE_AUTH_SALT',
    'LOGGED_IN_SALT',
    'NONCE_SALT',
  ];
  const defines: Record<string, string | boolean> = {
    DB_NAME: 'wordpress',
    DB_USER: 'wordpress',
    DB_PASSWORD: 'wordpress',
    DB_HOST: `127.0.0.1:${state.dbPort}`,
    DB_CHARSET: 'utf8mb4',
    DB_COLLATE: '',
    WP_HOME: origin,
    WP_SITEURL: origin,
    WP_ENVIRONMENT_TYPE: 'local',
    GRAPHQL_JWT_AUTH_SECRET_KEY: state.jwtSecret,
    WP_HTTP_BLOCK_EXTERNAL: true,
    DISABLE_WP_CRON: true,
    WP_DEBUG: true,
    WP_DEBUG_DISPLAY: false,
    WP_DEBUG_LOG: join(logs, 'debug.log'),
    AUTOMATIC_UPDATER_DISABLED: true,
    ...Object.fromEntries(keys.map((key) => [key, createHash('sha256').update(`${state.salt}${key}`).digest('hex')])),
    ...constants,
  };
  const lines = Object.entries(defines).map(
    ([name, value]) => `define( '${name}', ${typeof value === 'boolean' ? String(value) : phpString(value)} );`,
  );
  writeFileSync(
    join(wpDir, 'wp-config.php'),
    `<?php\n${lines.join('\n')}\n$table_prefix = 'wp_';\nif ( ! defined( 'ABSPATH' ) ) {\n\tdefine( 'ABSPATH', __DIR__ . '/' );\n}\nrequire_once ABSPATH . 'wp-settings.php';\n`,
  );

  writeFileSync(
    join(dataDir, 'php-fpm.conf'),
    [
      '[global]',
      `pid = ${join(run_, 'php-fpm.pid')}`,
      `error_log = ${join(logs, 'php-fpm.log')}`,
      'daemonize = no',
      '[www]',
      'user = root',
      'group = root',
      `listen = ${join(run_, 'php-fpm.sock')}`,
      'listen.mode = 0666',
      'pm = static',
      'pm.max_children = 4',
      'catch_workers_output = yes',
      'php_admin_value[memory_limit] = 256M',
      'php_admin_value[upload_max_filesize] = 32M',
      'php_admin_value[post_max_size] = 32M',
      'php_admin_value[sendmail_path] = /bin/true',
      '',
    ].join('\n'),
  );

  writeFileSync(
    join(dataDir, 'nginx.conf'),
    // Workers run as the user running the kit, as php-fpm and MariaDB do above: nginx's default (nobody or
    // www-data) cannot open WordPress's files when the checkout lies under a private folder (mktemp -d is 700).
    `${process.getuid?.() === 0 ? 'user root root;\n' : ''}worker_processes 1;
pid ${join(run_, 'nginx.pid')};
error_log ${join(logs, 'nginx-error.log')} warn;
daemon off;
events { worker_connections 256; }
http {
  include /etc/nginx/mime.types;
  access_log ${join(logs, 'nginx-access.log')};
  client_body_temp_path ${join(run_, 'client_body')};
  fastcgi_temp_path ${join(run_, 'fastcgi')};
  proxy_temp_path ${join(run_, 'proxy')};
  uwsgi_temp_path ${join(run_, 'uwsgi')};
  scgi_temp_path ${join(run_, 'scgi')};
  client_max_body_size 32m;
  server {
    listen 127.0.0.1:${state.httpPort};
    root ${wpDir};
    index index.php;
    location / { try_files $uri $uri/ /index.php?$args; }
    location ~ \\.php$ {
      try_files $uri =404;
      include /etc/nginx/fastcgi_params;
      # Debian's fastcgi_params sends $host, which drops the port: WordPress would redirect to itself forever.
      fastcgi_param HTTP_HOST $http_host;
      fastcgi_param SCRIPT_FILENAME $document_root$fastcgi_script_name;
      fastcgi_pass unix:${join(run_, 'php-fpm.sock')};
    }
  }
}
`,
  );
}

function loadState(dataDir: string): State | undefined {
  try {
    return JSON.parse(readFileSync(join(dataDir, 'state.json'), 'utf8')) as State;
  } catch {
    return undefined;
  }
}

/** PHP's settings for code run inside WordPress: errors on stderr (stdout carries the answer), room for an import. */
const PHP_FLAGS = ['-d', 'display_errors=stderr', '-d', 'memory_limit=512M'];

/** Runs PHP inside the WordPress at `wpDir` (after wp-load.php), as WP-CLI's `eval` would; returns its output. */
export function wordpressPhp(wpDir: string, code: string): string {
  return run('php', [...PHP_FLAGS, '-r', `require '${wpDir}/wp-load.php'; ${code}`], { cwd: wpDir });
}

/**
 * Runs a script of wordpress/dev/ (seed.php, import.php) on the WordPress in `wpDir` with `args`; the caller reads
 * its exit status and output, keeping up to `maxBuffer` bytes of it.
 */
export function runDevScript(wpDir: string, script: string, args: string[], maxBuffer: number) {
  return spawnSync('php', [...PHP_FLAGS, join(REPO_ROOT, 'wordpress', 'dev', script), wpDir, ...args], {
    encoding: 'utf8',
    cwd: wpDir,
    maxBuffer,
  });
}

/** Starts (installing first when the data folder is new) a WordPress and returns how to reach and stop it. */
export async function startWordPress(options: WordPressOptions): Promise<WordPress> {
  const log = options.log ?? (() => {});
  const kitDir = resolve(options.kitDir ?? process.env.WORDPRESS_KIT_DIR ?? DEFAULT_KIT_DIR);
  const problem = missingPrerequisites(kitDir);
  if (problem) throw new KitError(problem);

  const dataDir = resolve(options.dataDir);
  if (options.fresh) rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });

  const previous = loadState(dataDir);
  const wanted = options.port || previous?.httpPort;
  const httpPort = wanted && (await portIsFree(wanted)) ? wanted : await freePort();
  if (previous && previous.httpPort !== httpPort) {
    throw new KitError(
      `Port ${previous.httpPort}, which this WordPress (${dataDir}) was installed on, is taken. Free it, or start over with --fresh.`,
    );
  }
  const state: State = previous
    ? { ...previous, dbPort: (await portIsFree(previous.dbPort)) ? previous.dbPort : await freePort() }
    : {
        httpPort,
        dbPort: options.dbPort || (await freePort()),
        salt: randomBytes(24).toString('hex'),
        jwtSecret: randomBytes(24).toString('hex'),
        adminPassword: randomBytes(12).toString('base64url'),
      };
  writeFileSync(join(dataDir, 'state.json'), JSON.stringify(state, null, 2));

  const wpDir = unpack(kitDir, dataDir, log);
  writeConfigs(dataDir, wpDir, state, options.constants ?? {});

  const children: ChildProcess[] = [];
  const stop = async () => {
    for (const child of children.reverse()) {
      if (child.exitCode !== null || child.signalCode) continue;
      const exited = new Promise((done) => child.once('exit', done));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((done) => setTimeout(done, 10_000))]);
      if (child.exitCode === null && !child.signalCode) child.kill('SIGKILL');
    }
  };
  const spawnService = (name: string, command: string, args: string[]) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    const output: string[] = [];
    const keep = (chunk: Buffer) => {
      output.push(chunk.toString());
      if (output.length > 50) output.shift();
    };
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
    child.on('exit', (code, signal) => {
      if (code && !signal) log(`${name} exited with code ${code}: ${output.join('').trim().slice(-2000)}`);
    });
    children.push(child);
    return child;
  };

  try {
    const myCnf = join(dataDir, 'my.cnf');
    const mysqlDir = join(dataDir, 'mysql');
    const newDatabase = !existsSync(join(mysqlDir, 'mysql'));
    if (newDatabase) {
      log('Creating the database…');
      run('mariadb-install-db', [
        `--defaults-file=${myCnf}`,
        '--auth-root-authentication-method=socket',
        '--skip-test-db',
      ]);
    }
    const mariadb = spawnService('MariaDB', 'mariadbd', [`--defaults-file=${myCnf}`]);
    await waitFor(
      'MariaDB',
      () => spawnSync('mariadb-admin', [`--defaults-file=${myCnf}`, 'ping'], { encoding: 'utf8' }).status === 0,
      60_000,
      mariadb,
    );
    if (newDatabase) {
      run('mariadb', [`--defaults-file=${myCnf}`], {
        input:
          'CREATE DATABASE wordpress CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci;\n' +
          "CREATE USER 'wordpress'@'127.0.0.1' IDENTIFIED BY 'wordpress';\n" +
          "GRANT ALL PRIVILEGES ON wordpress.* TO 'wordpress'@'127.0.0.1';\nFLUSH PRIVILEGES;\n",
      });
    }

    const fpm = spawnService('PHP-FPM', 'php-fpm8.2', ['-R', '-y', join(dataDir, 'php-fpm.conf'), '-F']);
    await waitFor('PHP-FPM', () => existsSync(join(dataDir, 'run', 'php-fpm.sock')), 20_000, fpm);
    const nginx = spawnService('nginx', 'nginx', ['-c', join(dataDir, 'nginx.conf'), '-p', dataDir]);
    await waitFor('nginx', async () => !(await portIsFree(state.httpPort)), 20_000, nginx);

    const origin = `http://127.0.0.1:${state.httpPort}`;
    const php = (code: string) => wordpressPhp(wpDir, code);

    const installed = !existsSync(join(dataDir, 'installed'));
    if (installed) {
      log('Installing WordPress and activating the plugins…');
      run(
        'php',
        ['-d', 'display_errors=stderr', join(REPO_ROOT, 'wordpress', 'dev', 'install.php'), wpDir, state.adminPassword],
        {
          cwd: wpDir,
        },
      );
      writeFileSync(join(dataDir, 'installed'), new Date().toISOString());
    }
    return {
      origin,
      graphqlUrl: `${origin}/graphql`,
      dataDir,
      wpDir,
      admin: { user: 'admin', password: state.adminPassword },
      installed,
      php,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
