import { api, TERRAFORM_ARCHIVE_NAME } from '@datadeck/contracts';
import type { FastifyReply } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { attachment, type Bind } from '../../platform/http/binder.ts';
import { DeclaredErrorAnswer, HttpError } from '../../platform/http/errors.ts';
import { exportAccount, zipFiles } from './export.ts';
import type { ExportProblem } from './resources.ts';

/** How each path names the problems: the console's error body, or SPEC §7's list of `{message}`. */
type Refusal = (problems: readonly [ExportProblem, ...ExportProblem[]]) => Error;

const consoleEntry = (p: ExportProblem) => ({ name: p.cluster, message: p.message });
const consoleRefusal: Refusal = ([first, ...rest]) =>
  new HttpError(400, [consoleEntry(first), ...rest.map(consoleEntry)]);
const publicRefusal: Refusal = (problems) =>
  new DeclaredErrorAnswer(
    400,
    problems.map((p) => ({ message: p.message })),
  );

/**
 * Terraform export (issue 18 §4) on the console and the public API alike: the zip, or 400 naming
 * each problem of a cluster the provider cannot express, in the shape each path's clients read.
 */
export function terraformRoutes(bind: Bind, ctx: AppContext): void {
  async function download(accountId: string, reply: FastifyReply, refusal: Refusal): Promise<Uint8Array> {
    const result = await exportAccount(ctx.db, accountId);
    if (result.ok) {
      attachment(reply, TERRAFORM_ARCHIVE_NAME);
      return zipFiles(result.files);
    }
    const [first, ...rest] = result.problems;
    if (first === undefined) throw new Error('an export was refused without a problem');
    throw refusal([first, ...rest]);
  }

  bind(api.terraform.download, ({ account, reply }) => download(account.id, reply, consoleRefusal));
  bind(api.publicTerraform.generateTerraformCode, ({ account, reply }) => download(account.id, reply, publicRefusal));
}
