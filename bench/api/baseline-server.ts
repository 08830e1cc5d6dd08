/**
 * The floor the console's list is compared with: `node:http`, one `pg` pool, the console's own
 * list statements (captured from its query code, see baseline.ts) and JSON.stringify of the
 * same page shape. No framework, no session, no validation, no ORM. Run as a child process by
 * baseline.ts, configured through BASELINE_CONFIG (JSON).
 */
import { createServer } from 'node:http';
import { Pool, type QueryResult } from 'pg';

export interface BaselineStatement {
  /** The prepared statement's name, as the console prepares it (undefined: unnamed). */
  name?: string;
  text: string;
  values: unknown[];
}

export interface BaselineRoute {
  search: string;
  startIndex: number;
  /** The console's statements for this page: the page first, then (a search) its count. */
  statements: BaselineStatement[];
}

/** Besides DATABASE_URL and PORT, which it reads as the console does. */
export interface BaselineConfig {
  poolSize: number;
  /** A search counted past this many matches answers a lower bound (contracts' LIMITS). */
  countBound: number;
  /** By request path and query, exactly as the load generator sends them. */
  routes: Record<string, BaselineRoute>;
}

/** The columns of the console's page statement, by the names PostgreSQL gives them. */
interface CardRow {
  id: string;
  name: string;
  description: string | null;
  status: string;
  delete_request_date: Date | null;
  free_trial_expires: Date | null;
  provisioning_progress: number | null;
  provisioning_message: string | null;
  application: string;
  addons: string[];
  tags: Record<string, string>;
}

/** The plain list's page statement reads the maintained total as its 12th column, after the card's. */
const CARD_COLUMNS = 11;

const logoSrc = (bundle: string) => `/logos/${bundle.toLowerCase()}.svg`;

/** The card of SPEC §3, as the console's toClusterCard writes it. */
const card = (row: CardRow) => ({
  id: row.id,
  name: row.name,
  description: row.description,
  status: row.status,
  deleteRequestDate: row.delete_request_date,
  freeTrialPending: row.free_trial_expires !== null,
  freeTrialExpires: row.free_trial_expires,
  provisioningDetails:
    row.provisioning_progress === null
      ? null
      : { progress: row.provisioning_progress, message: row.provisioning_message ?? '' },
  mainApplication: { bundleType: { name: row.application, logoSrc: logoSrc(row.application) } },
  otherBundles: row.addons.map((addon) => ({
    bundleType: { name: addon, logoSrc: logoSrc(addon) },
    hideNonPrimaryBundleLogo: addon === 'CASSANDRA_LUCENE',
  })),
  tags: row.tags,
});

function serve(databaseUrl: string, port: number, config: BaselineConfig): void {
  const pool = new Pool({ connectionString: databaseUrl, max: config.poolSize });
  pool.on('error', () => {});
  const server = createServer((request, response) => {
    if (request.url === '/healthz') {
      response.writeHead(200, { 'content-type': 'application/json' }).end('{"status":"ok"}');
      return;
    }
    const route = config.routes[request.url ?? ''];
    if (route === undefined) {
      response.writeHead(404).end();
      return;
    }
    Promise.all(route.statements.map((s) => pool.query<CardRow>({ name: s.name, text: s.text, values: s.values })))
      .then(([page, counted]: (QueryResult<CardRow> | undefined)[]) => {
        const rows = page?.rows ?? [];
        const count = (counted?.rows[0] as { count?: string | number } | undefined)?.count;
        const totalColumn = page?.fields[CARD_COLUMNS]?.name;
        const listed =
          totalColumn === undefined ? undefined : (rows[0] as Record<string, unknown> | undefined)?.[totalColumn];
        const total = Number(count ?? listed ?? 0);
        const body = JSON.stringify({
          results: rows.map(card),
          search: route.search,
          startIndex: route.startIndex,
          total: Math.min(total, route.search === '' ? total : config.countBound),
          totalIsLowerBound: route.search !== '' && total > config.countBound,
        });
        response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' }).end(body);
      })
      .catch((err: unknown) => {
        response.writeHead(500).end(String(err));
      });
  });
  server.listen(port, '127.0.0.1');
  process.once('SIGTERM', () => {
    server.close();
    void pool.end();
  });
}

const { BASELINE_CONFIG, DATABASE_URL, PORT } = process.env;
if (BASELINE_CONFIG === undefined || DATABASE_URL === undefined || PORT === undefined) {
  throw new Error('BASELINE_CONFIG, DATABASE_URL and PORT must be set');
}
serve(DATABASE_URL, Number(PORT), JSON.parse(BASELINE_CONFIG) as BaselineConfig);
