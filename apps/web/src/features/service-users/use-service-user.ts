import type { ServiceUser } from '@datadeck/contracts';
import { useSuspenseQuery } from '@tanstack/react-query';
import { notFound } from '@tanstack/react-router';
import { serviceUsersQuery } from './api.ts';

/** The service user a page is about, from the list its route loaded; gone meanwhile, the route's not-found page. */
export function useServiceUser(accountId: string, username: string): ServiceUser {
  const users = useSuspenseQuery(serviceUsersQuery(accountId)).data;
  const user = users.find((candidate) => candidate.username === username);
  if (user === undefined) throw notFound();
  return user;
}
