import type { CountryWithStates } from '@datadeck/contracts/provider';
import { providerApi } from '@datadeck/contracts/provider-api';
import { z } from 'zod';
import type { Bind } from '../http/bind.ts';
import { notFoundError } from '../http/errors.ts';
import { countryDataset } from './countries.ts';
import { STATES } from './states.ts';

const locale = z.string().regex(/^[a-z]{2}(-[A-Z]{2})?$/, 'must look like en-US');
const countryParams = z.object({ locale });
const stateParams = z.object({ country: z.string().regex(/^[A-Z]{2}$/, 'must be a two-letter country code'), locale });
/** Datasets change with a release of the sandbox at most: browsers may keep them a day. */
const CACHE_CONTROL = 'public, max-age=86400';

export function registerDatasetRoutes(bind: Bind): void {
  bind(
    providerApi.countries,
    async ({ params, reply }) => {
      void reply.header('Cache-Control', CACHE_CONTROL);
      return countryDataset(params.locale);
    },
    { params: countryParams },
  );
  bind(
    providerApi.states,
    async ({ params, reply }) => {
      const states = Object.hasOwn(STATES, params.country) ? STATES[params.country as CountryWithStates] : undefined;
      if (states === undefined)
        throw notFoundError('dataset.notFound', `country: no state dataset for ${params.country}`);
      void reply.header('Cache-Control', CACHE_CONTROL);
      return [...states];
    },
    { params: stateParams },
  );
}
