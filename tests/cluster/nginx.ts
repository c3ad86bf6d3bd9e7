import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/*
 * nginx in front of the server processes, as an operator would put it: Debian's package, a
 * generated config around the shared proxy rules (infra/nginx-proxy.conf), run on an unprivileged
 * port in the foreground with its pid, logs and temp files in a folder of its own.
 */

/** The proxy rules, shared with the compose file's nginx. */
const PROXY_RULES = join(import.meta.dirname, '../../infra/nginx-proxy.conf');

const CANDIDATES = ['/usr/sbin/nginx', '/usr/bin/nginx', '/usr/local/sbin/nginx', '/usr/local/bin/nginx'];

const asRoot = (args: string[]) => (process.getuid?.() === 0 ? args : ['sudo', ...args]);

function run(args: string[]): void {
  const [command = '', ...rest] = asRoot(args);
  const result = spawnSync(command, rest, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (result.status !== 0) throw new Error(`${args.join(' ')} failed (exit ${result.status})`);
}

/** The nginx binary; Debian's `nginx` package is installed first when there is none. */
export function ensureNginx(): string {
  const found = () => CANDIDATES.find((path) => existsSync(path));
  const present = found();
  if (present) return present;
  console.log('cluster: nginx is missing; installing Debian’s nginx package');
  run(['apt-get', 'update', '-qq']);
  run(['apt-get', 'install', '-y', '-qq', '--no-install-recommends', 'nginx']);
  const installed = found();
  if (!installed) throw new Error('nginx was installed but its binary was not found');
  return installed;
}

/** The config: one upstream of the processes, and the proxy rules of infra/nginx-proxy.conf. */
export function nginxConfig(
  dir: string,
  listen: number,
  upstreams: number[],
  state: { down: number | undefined; generation: number },
): string {
  const servers = upstreams
    .map((port) => `    server 127.0.0.1:${port} max_fails=0${port === state.down ? ' down' : ''};`)
    .join('\n');
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
    .map((kind) => `  ${kind}_temp_path ${join(dir, kind)};`)
    .join('\n');
  return `worker_processes 1;
pid ${join(dir, 'nginx.pid')};
error_log ${join(dir, 'error.log')} warn;
events { worker_connections 4096; }
http {
  access_log off;
${temp}
  upstream app {
    # max_fails=0: a process that refused a connection is still tried for the next request, so
    # the one that was restarted gets traffic as soon as it listens again.
${servers}
  }
  map $http_upgrade $connection_upgrade { default upgrade; '' close; }
  server {
    listen 127.0.0.1:${listen};
    location / {
      include ${PROXY_RULES};
    }
    # Which config answers: a reload has taken effect once the new generation does.
    location = /nginx-generation {
      return 200 "${state.generation}";
    }
  }
}
`;
}

export interface RunningNginx {
  url: string;
  /** nginx's error log so far: why a request failed at the proxy. */
  errors: () => string;
  /**
   * Takes the process on `port` out of the upstream (undefined: none), by a reload, and resolves
   * once new connections are served by the new config: nginx (open source) does not poll /readyz,
   * so an operator drains a process this way before stopping it.
   */
  setDown: (port: number | undefined) => Promise<void>;
  stop: () => Promise<void>;
}

/** Starts nginx in the foreground on `listen`, proxying to `upstreams`; resolves once it answers. */
export async function startNginx(listen: number, upstreams: number[]): Promise<RunningNginx> {
  const binary = ensureNginx();
  const dir = mkdtempSync(join(tmpdir(), 'tc-nginx-'));
  // Run as root, nginx's workers are `nobody`: they must reach the temp folders inside.
  chmodSync(dir, 0o755);
  const state = { down: undefined as number | undefined, generation: 1 };
  const configPath = join(dir, 'nginx.conf');
  writeFileSync(configPath, nginxConfig(dir, listen, upstreams, state));
  const child: ChildProcess = spawn(binary, ['-p', dir, '-c', configPath, '-g', 'daemon off;'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let output = '';
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const url = `http://127.0.0.1:${listen}`;
  const deadline = Date.now() + 15_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited:\n${output}${errorLog(dir)}`);
    // Any answer (a 502 while no process listens yet) means nginx is up.
    if (
      await fetch(`${url}/healthz`).then(
        () => true,
        () => false,
      )
    )
      break;
    if (Date.now() > deadline) throw new Error(`nginx did not start:\n${output}${errorLog(dir)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    errors: () => errorLog(dir),
    setDown: async (port) => {
      state.down = port;
      state.generation++;
      writeFileSync(configPath, nginxConfig(dir, listen, upstreams, state));
      child.kill('SIGHUP');
      const deadline = Date.now() + 15_000;
      // The new generation serves new connections; the old workers still finish the requests they
      // had read, some bound for the process about to stop: drained once only one worker is left.
      while ((await generation(url)) !== String(state.generation) || workers(child.pid).length > 1) {
        if (Date.now() > deadline) throw new Error(`nginx did not reload:\n${errorLog(dir)}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGQUIT');
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The generation of the config that serves a new connection (never a kept-alive one). */
const generation = (url: string) =>
  new Promise<string>((resolve) => {
    get(`${url}/nginx-generation`, { agent: false }, (res) => {
      let body = '';
      res.on('data', (chunk) => {
        body += chunk;
      });
      res.on('end', () => resolve(body));
    }).on('error', () => resolve(''));
  });

/** nginx's worker processes: the master's children (worker_processes 1, no cache manager). */
const workers = (master: number | undefined) => {
  const path = `/proc/${master}/task/${master}/children`;
  return existsSync(path) ? readFileSync(path, 'utf8').trim().split(/\s+/).filter(Boolean) : [];
};

const errorLog = (dir: string) => {
  const path = join(dir, 'error.log');
  return existsSync(path) ? readFileSync(path, 'utf8') : '';
};
