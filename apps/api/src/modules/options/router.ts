// GET /api/options/... and the places autocomplete (POST and GET /api/autocomplete/places-query).
import { Router, type Response } from 'express';
import { ZIdParam, ZOptionSearchParams, ZPlacesQuery, ZSectorsQuery } from '@pavilion/domain';
import type { ModuleContext } from '../../platform/context';
import { notFound } from '../../platform/errors';
import { validate, valid } from '../../platform/validate';
import { handle } from '../../platform/http';
import { OptionsService, resolveListName } from './service';

export function optionsRouter({ db }: ModuleContext) {
  const r = Router();
  const svc = new OptionsService(db);
  // Admins edit the lists: browsers and proxies ask again each time instead of keeping a copy for a
  // minute, so an added or removed value shows at once.
  const cache = (res: Response) => res.setHeader('Cache-Control', 'no-cache');

  r.get(
    '/options',
    handle(async (_req, res) => {
      const [lists, sectors, countries] = await Promise.all([svc.allLists(), svc.sectors(true), svc.countries()]);
      cache(res);
      return { sectors, countries, ...lists };
    }),
  );

  r.get(
    '/options/sectors',
    validate({ query: ZSectorsQuery }),
    handle(async (req, res) => {
      cache(res);
      return svc.sectors(valid(req, { query: ZSectorsQuery }).query.detailed === 'true');
    }),
  );

  r.get(
    '/options/countries',
    handle(async (_req, res) => {
      cache(res);
      return svc.countries();
    }),
  );

  r.get(
    '/options/location/:id',
    validate({ params: ZIdParam }),
    handle(async (req) => {
      const place = await svc.place(valid(req, { params: ZIdParam }).params.id);
      if (!place) throw notFound('Location not found');
      return { id: place.id, name: place.label };
    }),
  );

  r.get(
    '/options/place/:id',
    validate({ params: ZIdParam }),
    handle(async (req) => {
      const place = await svc.place(valid(req, { params: ZIdParam }).params.id);
      if (!place) throw notFound('Place not found');
      return place;
    }),
  );

  // A whole list by name: /options/organization-types, /options/sub-event-types, /options/jobTitles ...
  r.get(
    '/options/:type',
    handle(async (req, res) => {
      const list = resolveListName(String(req.params.type));
      if (!list) throw notFound('Unknown option list');
      cache(res);
      return svc.list(list);
    }),
  );

  r.get(
    '/options/:type/:query',
    validate({ params: ZOptionSearchParams }),
    handle(async (req) => {
      const { type, query } = valid(req, { params: ZOptionSearchParams }).params;
      const rows = await svc.search(type, query);
      if (!rows) throw notFound('Unknown option list');
      return rows;
    }),
  );

  const places = handle(async (req) => {
    const source = req.method === 'POST' ? req.body : req.query;
    const { query, kind } = ZPlacesQuery.parse(source ?? {});
    if (query.length < 2) return { results: [] };
    return { results: await svc.searchPlaces(query, kind) };
  });
  r.post('/autocomplete/places-query', places);
  r.get('/autocomplete/places-query', places);
  // Venue search for the partner event form: venues only.
  r.get(
    '/autocomplete/google-places-query',
    handle(async (req) => {
      const { query } = ZPlacesQuery.parse(req.query ?? {});
      if (query.length < 2) return { results: [] };
      return { results: await svc.searchPlaces(query, 'venue') };
    }),
  );
  return r;
}
