import { APPLICATIONS, type Application } from '@datadeck/contracts';

/** Per application, the versions this console creates clusters of, oldest first; none when it runs none. */
export type OfferedVersions = Readonly<Record<Application, readonly string[]>>;

/** The server's list as a record, an application it leaves out offering nothing. */
export function offeredVersionsOf(answer: {
  versions: readonly { application: Application; versions: readonly string[] }[];
}): OfferedVersions {
  const of = (application: Application) => answer.versions.find((v) => v.application === application)?.versions ?? [];
  return { APACHE_CASSANDRA: of('APACHE_CASSANDRA'), KAFKA: of('KAFKA'), OPENSEARCH: of('OPENSEARCH') };
}

/** The first application this console creates clusters of: what the wizard proposes. */
export const firstOfferedApplication = (offered: OfferedVersions): Application =>
  APPLICATIONS.find((application) => offered[application].length > 0) ?? APPLICATIONS[0];

/** The newest version offered, what the wizard proposes; '' when none is (the schema then says so). */
export const newestOffered = (offered: OfferedVersions, application: Application): string =>
  offered[application].at(-1) ?? '';
