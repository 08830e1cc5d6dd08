import { api, TERRAFORM_ARCHIVE_NAME } from '@datadeck/contracts';
import type { FastifyReply } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { attachment, type Bind } from '../../platform/http/binder.ts';
import { HttpError } from '../../platform/http/errors.ts';
import { exportAccount, zipFiles } from './export.ts';

/**
 * Terraform export (issue 18 §4) on the console and the public API alike: the zip, or 400 with
 * one `{name: <cluster name>, message}` per cluster the provider cannot express.
 */
export function terraformRoutes(bind: Bind, ctx: AppContext): void {
  async function download(accountId: string, reply: FastifyReply): Promise<Uint8Array> {
    const result = await exportAccount(ctx.db, accountId);
    if (result.ok) {
      attachment(reply, TERRAFORM_ARCHIVE_NAME);
      return zipFiles(result.files);
    }
    const [first, ...rest] = result.problems.map((p) => ({ name: p.cluster, message: p.message }));
    if (first === undefined) throw new Error('an export was refused without a problem');
    throw new HttpError(400, [first, ...rest]);
  }

  bind(api.terraform.download, ({ account, reply }) => download(account.id, reply));
  bind(api.publicTerraform.generateTerraformCode, ({ account, reply }) => download(account.id, reply));
}
