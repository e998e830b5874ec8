/** Content-service calls (I18N-5, HELP-11, MAP-6) (CMS packages, FAQs, votes, shops). */
import type { Schema } from './wire.ts';
import { call } from './client.ts';
import type { ApiOutcome } from './outcome.ts';
import { runtimeConfig } from './runtimeConfig.ts';

/** A CMS package: `packageHtml` is a JSON string (parsed and checked by src/content). */
export type CmsPackageResult = Schema<'CmsPackageResult'>;

/** GET cms/webpage/activePackage?opco=TZ&pageUrl={prefix}/{name}; prefix '' (EN) or '/sw'. */
export function getCmsPackage(
  name: string,
  prefix: string,
  signal?: AbortSignal,
): Promise<ApiOutcome<CmsPackageResult>> {
  return call<CmsPackageResult>('cmsPackage', {
    query: { opco: runtimeConfig().opco, pageUrl: `${prefix}/${name}` },
    signal,
  });
}

/** FAQ item (HELP-10, HELP-12). */
export type FaqItem = Schema<'FaqItem'>;

/** GET cms/webpage/getFaqs_pCategory?opco=TZ with the `lang` header (lower-case language). */
export function getFaqs(lang: string, signal?: AbortSignal): Promise<ApiOutcome<FaqItem[]>> {
  return call<FaqItem[]>('faqs', {
    query: { opco: runtimeConfig().opco },
    headers: { lang: lang.toLowerCase() },
    signal,
  });
}

/** POST cms/webpage/likeCount/: a helpful / not helpful vote. */
export function likeCount(questionId: string, isLike: boolean): Promise<ApiOutcome<unknown>> {
  return call<unknown>('likeCount', { data: { questionId, isLike, opco: runtimeConfig().opco } });
}

/** Shop (MAP-2, `latitue` is the service's spelling). */
export type Shop = Schema<'Shop'>;

/** GET cms/maps/{product}shopsbycoordinates within 100 km, `lang` header lower-case. */
export function getShops(
  latitude: number,
  longitude: number,
  lang: string,
  distanceInKilometers: number = 100,
  signal?: AbortSignal,
): Promise<ApiOutcome<Shop[]>> {
  return call<Shop[]>('shops', {
    query: { opco: runtimeConfig().opco, longitude, latitude, distanceInKilometers },
    headers: { lang: lang.toLowerCase() },
    signal,
  });
}
