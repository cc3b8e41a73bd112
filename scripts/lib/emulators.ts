/**
 * Everything needed to run the Firebase Emulator Suite on a machine with no
 * internet: Java detection, the Firestore launcher jar built from Debian's
 * gcloud package, and port offsets so several suites can run side by side.
 */
import { spawn, spawnSync, type ChildProcess, type SpawnOptions } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { crc32 } from 'node:zlib';
import { authDomainFor, contentSecurityPolicy, inlineHashes, setPageHeader } from '../../web/build/contentSecurityPolicy.ts';

export const ROOT = resolve(import.meta.dirname, '..', '..');
export const PROJECT_ID = 'demo-campcare';
export const CACHE_DIR = join(ROOT, '.cache');

const GCLOUD_FIRESTORE_JAR =
  '/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar';
const FIRESTORE_MAIN_CLASS = 'com.google.cloud.datastore.emulator.firestore.CloudFirestore';

export interface EmulatorPorts {
  hosting: number;
  functions: number;
  auth: number;
  firestore: number;
  firestoreWebsocket: number;
  hub: number;
  logging: number;
  eventarc: number;
  tasks: number;
  /** MailDev, the local inbox: its SMTP server and its web inbox (scripts/lib/maildev.ts). */
  mailSmtp: number;
  mailWeb: number;
  /** The local SMS inbox, speaking Twilio's Messages API (scripts/lib/smsInbox.ts). */
  smsInbox: number;
  /** The local DHIS2, speaking DHIS2's dataValueSets Web API (scripts/lib/dhis2Server.ts). */
  dhis2: number;
}

const BASE_PORTS: EmulatorPorts = {
  hosting: 5000,
  functions: 5001,
  auth: 9099,
  firestore: 8080,
  firestoreWebsocket: 9150,
  hub: 4400,
  logging: 4500,
  eventarc: 9299,
  tasks: 9499,
  mailSmtp: 1025,
  mailWeb: 1080,
  smsInbox: 3090,
  dhis2: 3390,
};

/** Port offset for this process (CAMPCARE_PORT_OFFSET), 0 by default. */
export function portOffset(): number {
  const raw = process.env.CAMPCARE_PORT_OFFSET ?? '0';
  const offset = Number(raw);
  if (!Number.isInteger(offset) || offset < 0 || offset > 500) {
    throw new Error(`CAMPCARE_PORT_OFFSET must be a whole number from 0 to 500, not "${raw}".`);
  }
  return offset;
}

/** Ports that browsers and Node's fetch refuse to connect to (the WHATWG "bad ports" near ours). */
const BAD_PORTS = new Set([5060, 5061, 6000, 6566, 6665, 6666, 6667, 6668, 6669, 6697, 10080]);

export function emulatorPorts(offset = portOffset()): EmulatorPorts {
  const shifted = { ...BASE_PORTS };
  for (const key of Object.keys(shifted) as (keyof EmulatorPorts)[]) {
    shifted[key] += offset;
    if (BAD_PORTS.has(shifted[key])) {
      throw new Error(`CAMPCARE_PORT_OFFSET=${offset} puts the ${key} emulator on port ${shifted[key]}, which browsers refuse: pick another offset.`);
    }
  }
  return shifted;
}

/**
 * Where the build goes. Offset 0 is the normal layout; shifted suites build
 * into .cache/offset-N so parallel runs never serve each other's files.
 */
export function buildDirs(offset = portOffset()): { functions: string; web: string } {
  if (offset === 0) return { functions: join(ROOT, 'functions'), web: join(ROOT, 'web', 'dist') };
  const base = join(CACHE_DIR, `offset-${offset}`);
  return { functions: join(base, 'functions'), web: join(base, 'web') };
}

/** Environment for `npm run build`, read by functions/build.mjs and the Vite config. */
export function buildEnv(offset = portOffset()): NodeJS.ProcessEnv {
  const dirs = buildDirs(offset);
  // The functions' SITE_ORIGIN parameter on the emulators: this run's Hosting address (functions/build.mjs).
  // And where the sender delivers mail: this run's MailDev (scripts/lib/maildev.ts).
  return {
    ...process.env,
    FUNCTIONS_OUT_DIR: dirs.functions,
    WEB_OUT_DIR: dirs.web,
    CAMPCARE_SITE_ORIGIN: hostingUrl(offset),
    CAMPCARE_SMTP_URL: `smtp://127.0.0.1:${emulatorPorts(offset).mailSmtp}`,
    // And where text messages go: this run's SMS inbox (scripts/lib/smsInbox.ts).
    CAMPCARE_SMS_API_URL: `http://127.0.0.1:${emulatorPorts(offset).smsInbox}`,
  };
}

export function hostingUrl(offset = portOffset()): string {
  return `http://127.0.0.1:${emulatorPorts(offset).hosting}`;
}

/**
 * firebase.json for the emulators: every emulator port shifted by the
 * offset, the build folders of this offset, and the pages'
 * Content-Security-Policy computed from this build's index.html with the
 * emulators' own addresses added (the app talks to Auth, Firestore and
 * Functions on local ports, which production's policy never allows). A
 * generated file at the root, because firebase-tools resolves paths relative
 * to the config file; firebase.json itself stays production's.
 */
export function firebaseConfigFile(offset = portOffset()): string {
  const config = JSON.parse(readFileSync(join(ROOT, 'firebase.json'), 'utf8'));
  const ports = emulatorPorts(offset);
  const dirs = buildDirs(offset);
  // superstatic joins `public` onto the project folder too, so it must be relative as well.
  config.hosting.public = relative(ROOT, dirs.web);
  // firebase-tools joins the source onto the project folder, so it must be relative.
  config.functions[0].source = relative(ROOT, dirs.functions);
  const e = config.emulators;
  e.hosting.port = ports.hosting;
  e.functions.port = ports.functions;
  e.auth.port = ports.auth;
  e.firestore.port = ports.firestore;
  e.firestore.websocketPort = ports.firestoreWebsocket;
  e.hub.port = ports.hub;
  e.logging.port = ports.logging;
  e.eventarc.port = ports.eventarc;
  e.tasks.port = ports.tasks;
  const indexHtml = join(dirs.web, 'index.html');
  // Suites that start no Hosting (the rules suite) may run before any build.
  if (existsSync(indexHtml)) setPageHeader(config, 'Content-Security-Policy', emulatorContentSecurityPolicy(readFileSync(indexHtml, 'utf8'), offset));
  const file = join(ROOT, `firebase.offset-${offset}.json`);
  writeFileSync(file, JSON.stringify(config, null, 2));
  return file;
}

/** The pages' policy on the emulators: production's, plus the local ports the web app reaches (web/src/lib/firebaseConfig.ts). */
export function emulatorContentSecurityPolicy(indexHtml: string, offset = portOffset()): string {
  const ports = emulatorPorts(offset);
  return contentSecurityPolicy({
    inline: inlineHashes(indexHtml),
    authDomain: authDomainFor({}),
    emulatorOrigins: [ports.auth, ports.firestore, ports.functions].map((port) => `http://127.0.0.1:${port}`),
  });
}

export class MissingJavaError extends Error {}

/** Fails with one readable sentence when no usable Java is on the PATH. */
export function assertJava(): void {
  const result = spawnSync('java', ['-version'], { encoding: 'utf8' });
  if (result.error || result.status !== 0) {
    throw new MissingJavaError(
      'The Firestore emulator needs Java 11 or newer, and none was found on the PATH: ' +
        'install a JDK or JRE (on Debian or Ubuntu: apt-get install -y openjdk-17-jre-headless) and try again.',
    );
  }
  const match = /version "(\d+)(?:\.(\d+))?/.exec(result.stderr);
  const major = match ? (match[1] === '1' ? Number(match[2]) : Number(match[1])) : NaN;
  if (Number.isFinite(major) && major < 11) {
    throw new MissingJavaError(
      `The Firestore emulator needs Java 11 or newer, and this machine has Java ${major}: install OpenJDK 17 and try again.`,
    );
  }
}

/** A jar manifest wraps lines at 72 bytes, continuing with a leading space. */
function manifestLine(name: string, value: string): string {
  const line = `${name}: ${value}`;
  const parts = [line.slice(0, 72)];
  for (let i = 72; i < line.length; i += 71) parts.push(' ' + line.slice(i, i + 71));
  return parts.join('\r\n') + '\r\n';
}

/** A zip archive holding one stored (uncompressed) file. */
function singleFileZip(name: string, content: Buffer): Buffer {
  const nameBytes = Buffer.from(name, 'utf8');
  const checksum = crc32(content);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt32LE(checksum, 14);
  local.writeUInt32LE(content.length, 18);
  local.writeUInt32LE(content.length, 22);
  local.writeUInt16LE(nameBytes.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(20, 6);
  central.writeUInt32LE(checksum, 16);
  central.writeUInt32LE(content.length, 20);
  central.writeUInt32LE(content.length, 24);
  central.writeUInt16LE(nameBytes.length, 28);
  const centralOffset = local.length + nameBytes.length + content.length;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + nameBytes.length, 12);
  end.writeUInt32LE(centralOffset, 16);
  return Buffer.concat([local, nameBytes, content, central, nameBytes, end]);
}

/**
 * Where Debian's gcloud Firestore emulator is installed, a tiny launcher jar
 * that points at it (the gcloud jar has no Main-Class, and firebase-tools
 * cannot download its own jar offline). Elsewhere firebase-tools downloads
 * its jar as usual, so nothing is set.
 */
export function firestoreEmulatorEnv(): Record<string, string> {
  if (process.env.FIRESTORE_EMULATOR_BINARY_PATH) return {};
  if (!existsSync(GCLOUD_FIRESTORE_JAR)) return {};
  const launcher = join(CACHE_DIR, 'firestore-emulator-launcher.jar');
  if (!existsSync(launcher)) {
    mkdirSync(CACHE_DIR, { recursive: true });
    const manifest =
      'Manifest-Version: 1.0\r\n' +
      manifestLine('Main-Class', FIRESTORE_MAIN_CLASS) +
      manifestLine('Class-Path', `file:${GCLOUD_FIRESTORE_JAR}`) +
      '\r\n';
    writeFileSync(launcher, singleFileZip('META-INF/MANIFEST.MF', Buffer.from(manifest, 'utf8')));
  }
  return { FIRESTORE_EMULATOR_BINARY_PATH: launcher };
}

function firebaseBin(): string {
  const require = createRequire(import.meta.url);
  return require.resolve('firebase-tools/lib/bin/firebase.js');
}

/**
 * The temporary folder for a suite's CLI and everything it runs. The CLI finds
 * its running hub through one file there, named after the project only
 * (hub-demo-campcare.json): suites side by side would each write, read and,
 * on stopping, delete the same file, so one suite's `--export-on-exit` found
 * no hub, or could find another suite's and save that one's data. Offset 0
 * keeps the system's folder, where the CLI's own commands look; shifted
 * suites get one each.
 */
function emulatorTmpDir(offset: number): string {
  if (offset === 0) return tmpdir();
  const dir = join(tmpdir(), `campcare-offset-${offset}`);
  mkdirSync(dir, { recursive: true });
  return dir;
}

/**
 * The Firestore emulator's JVM compiles with its quick compiler only (C1).
 * Its optimizing compiler (C2) was most of the emulator's work: read per
 * thread in a CI run, 55 of the API lane's emulator's 92 s of CPU, while its
 * request threads used about 27. On the offset-80 emulators, starting and
 * seeding then three API test files twice over cost the JVM 96 s of CPU
 * (C2 55 s) without this and 42 s with it, the files taking as long (99 and
 * 113 s against 97 and 108 s). `npm test` starts one for each of its lanes
 * and two, one after the other, for the restart test, on two cores. The
 * JVM picks the flag up from JAVA_TOOL_OPTIONS (and says so in
 * firestore-debug.log); any options already set there are kept.
 */
const FIRESTORE_JVM_OPTIONS = '-XX:TieredStopAtLevel=1';

/** Environment for the firebase CLI and for anything run inside emulators:exec. */
export function emulatorEnv(offset = portOffset()): NodeJS.ProcessEnv {
  return {
    ...process.env,
    ...firestoreEmulatorEnv(),
    TMPDIR: emulatorTmpDir(offset),
    CAMPCARE_PORT_OFFSET: String(offset),
    CAMPCARE_HOSTING_URL: hostingUrl(offset),
    GCLOUD_PROJECT: PROJECT_ID,
    // The CLI must never reach for the network: no update checks, no analytics.
    FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true',
    NO_UPDATE_NOTIFIER: '1',
    FIREBASE_CLI_EXPERIMENTS: process.env.FIREBASE_CLI_EXPERIMENTS ?? '',
    // The Functions emulator ignores `concurrency` and runs every in-flight
    // request in a Node process of its own, up to this many at once (default
    // 50), keeping each process alive afterwards. A burst of 50 requests thus
    // forks 50 workers that each load the whole bundle: on two shared cores
    // they miss the 30 s load timeout ("Failed to load function") and hold
    // ~100 MB each for good. Six workers still run requests (and their
    // Firestore transactions) truly in parallel; the rest wait in the
    // emulator's queue instead of failing.
    FUNCTIONS_EMULATOR_PARALLEL: process.env.FUNCTIONS_EMULATOR_PARALLEL ?? '6',
    // Seconds a new worker may take to load the bundle. Past it (30 s by
    // default, easily missed while other suites load the cores) the emulator
    // logs "Failed to load function" and never answers the request at all.
    FUNCTIONS_DISCOVERY_TIMEOUT: process.env.FUNCTIONS_DISCOVERY_TIMEOUT ?? '120',
    JAVA_TOOL_OPTIONS: [process.env.JAVA_TOOL_OPTIONS, FIRESTORE_JVM_OPTIONS].filter(Boolean).join(' '),
  };
}

/** Runs the pinned firebase CLI against the (possibly port-shifted) config; `offset` is this process's unless given. */
export function runFirebase(args: string[], options: SpawnOptions = {}, offset = portOffset()): ChildProcess {
  assertJava();
  const config = firebaseConfigFile(offset);
  // The preloads keep the CLI from writing firebase-debug.log and from registering every trigger again each time
  // the triggers come back on (each module says why).
  const preloads = ['firebaseWithoutDebugLog.mjs', 'firebaseTriggerToggles.mjs'].flatMap((name) => ['--import', pathToFileURL(join(ROOT, 'scripts', 'lib', name)).href]);
  return spawn(
    process.execPath,
    [...preloads, firebaseBin(), ...args, '--project', PROJECT_ID, '--config', config, '--non-interactive'],
    { cwd: ROOT, stdio: 'inherit', env: emulatorEnv(offset), ...options },
  );
}
