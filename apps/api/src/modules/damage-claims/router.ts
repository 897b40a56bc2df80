// Damage payment requests: the partner's calls (photos, an order's claims, filing, its list,
// withdrawing), the buyer's answer, and the photos themselves; support's list and decision are routes
// of modules/admin/damage-claims. See docs/api/areas.md, "Damage claims".
import {
  createPaymentFormSchema,
  DAMAGE_CLAIM_MESSAGES as M,
  DAMAGE_PHOTO_UPLOAD_FIELD,
  DAMAGE_PHOTOS_WAITING_MAX,
  UPLOAD_LIMITS,
  ZDamageClaim,
  ZDamageClaimBody,
  ZDamageClaimPage,
  ZDamageClaimParams,
  ZDamageClaimPhotoParams,
  ZDamageClaimPhotoUpload,
  ZDamageClaimResponseBody,
  ZOrderDamageClaimParams,
  ZOrderDamageClaims,
  ZOrderIdParams,
  ZPartnerDamageClaimsQuery,
  API_PATHS,
  amountDecimalsMessage,
  NOT_FOUND,
} from '@pavilion/domain';
import type { AuthContext } from '../../platform/auth';
import type { ModuleContext } from '../../platform/context';
import { singleImageUpload } from '../../platform/image-upload';
import { apiModule } from '../../platform/route';
import { openDamagePhoto, uploadDamagePhoto } from './photos';
import { PartnerDamageClaimList } from './read-model';
import { DamageClaims } from './service';

const FILING_RULES = `Only on an event with a damage policy (409 with \`reason: "no-damage-policy"\` otherwise). Allowed from the end of the event until the end of the 14th calendar day after its last day, both read in the event's time zone, on a paid order (not wholly cancelled) of an event not cancelled that was paid by card. One open claim per order (filed, disputed, or agreed/upheld and not yet paid). The amount is at most the event's damage policy maximum per order, less what earlier claims on the order charged (409 with \`reason: "above-damage-policy"\` otherwise); nothing is written when refused.`;

export function damageClaimsModules(ctx: ModuleContext) {
  const { db, now, logger, config, paymentGateway, storage } = ctx;
  const deps = { db, gateway: paymentGateway, now, logger, config };
  const asPartner = (auth: AuthContext) =>
    new DamageClaims(deps, {
      kind: 'partner',
      partnerId: auth.partnerId!,
      personId: auth.personId,
      name: `${auth.firstName} ${auth.surname}`.trim(),
    });

  // The partner ----------------------------------------------------------------------------------
  const partner = apiModule(ctx, { tag: 'Partner damage claims', access: 'partner' });

  partner.post(
    API_PATHS.partnerDamageClaimPhotos,
    {
      summary: 'Uploads a photo of damage, to name in a claim',
      description: `Multipart, field \`${DAMAGE_PHOTO_UPLOAD_FIELD}\`: a PNG, JPEG, GIF or WebP image (judged by content) of at most 5 MB. Answers its id for the claim's \`photoIds\` and its address; the photo opens for your team (and, once in a claim, for the buyer and support) only. A photo not used in a claim within a day is removed; a partner holds at most ${DAMAGE_PHOTOS_WAITING_MAX} such photos at once.`,
      bodyKind: 'multipart',
      middleware: [
        singleImageUpload({
          field: DAMAGE_PHOTO_UPLOAD_FIELD,
          maxBytes: UPLOAD_LIMITS.image.maxBytes,
          tooLargeMessage: M.photoTooLarge,
          noun: 'photo',
        }),
      ],
      response: ZDamageClaimPhotoUpload,
      status: 201,
      errors: { 400: M.photoMissing, 409: M.photosWaiting, 413: M.photoTooLarge, 415: M.photoType },
    },
    ({ req, auth }) =>
      uploadDamagePhoto(db, storage, { partnerId: auth.partnerId!, personId: auth.personId }, req.file, now()),
  );

  partner.get(
    API_PATHS.partnerOrderDamageClaims,
    {
      summary: "An order's damage claims, and whether one may be filed today",
      description: `The claims newest first, each with its state; \`canFile\` with \`maxAmount\` (major units) and \`lastDay\` (the window's last day where the event is held), or the \`reason\` why not in words. ${FILING_RULES}`,
      params: ZOrderIdParams,
      response: ZOrderDamageClaims,
      errors: { 404: NOT_FOUND.order },
    },
    ({ auth, params }) => asPartner(auth).orderClaims(params.orderId),
  );

  partner.post(
    API_PATHS.partnerOrderDamageClaims,
    {
      summary: 'Files a damage payment request against an order of your events',
      description: `Body \`{ amount, description, photoIds? }\`: the amount in major units of the order's currency, a description of 20 to 2000 characters, and up to 6 photos uploaded first. ${FILING_RULES} The buyer is emailed and notified, and has 14 days to agree (the card the order was paid with is charged) or disagree (support decides); unanswered, the claim goes to support.`,
      params: ZOrderIdParams,
      body: ZDamageClaimBody,
      response: ZDamageClaim,
      status: 201,
      errors: {
        400: `${M.amountInvalid}; ${M.descriptionShort}; ${M.photoNotYours}; ${amountDecimalsMessage('USD')}`,
        404: NOT_FOUND.order,
        409: `${M.noDamagePolicy}; ${M.eventNotEnded}; ${M.windowClosed({ lastDay: 'Jun 26, 2030' })}; ${M.openClaim}; ${M.amountTooHigh({ max: '$500.00' })}; ${M.orderNotPaid}; ${M.eventCancelled}; ${M.freeOrder}; ${M.nothingLeft}`,
      },
    },
    ({ auth, params, body }) => asPartner(auth).file(params.orderId, body),
  );

  partner.get(
    API_PATHS.partnerDamageClaims,
    {
      summary: "The partner's damage claims, newest first",
      description:
        'The list pattern: sort by `filedAt` or `amount`; `state` one of waiting (filed, disputed or charge failed), filed, agreed, disputed, upheld, rejected, charged, charge_failed, withdrawn or all (the default); `q` finds an event name or a buyer email.',
      query: ZPartnerDamageClaimsQuery,
      response: ZDamageClaimPage,
    },
    ({ auth, query }) => new PartnerDamageClaimList(db, auth.partnerId!).list(query),
  );

  partner.post(
    API_PATHS.partnerDamageClaimWithdraw,
    {
      summary: 'Withdraws a claim still waiting for the buyer or for support',
      description:
        'The buyer is emailed that nothing will be charged. A claim agreed, upheld, charged or rejected cannot be withdrawn.',
      params: ZDamageClaimParams,
      response: ZDamageClaim,
      errors: { 404: M.claimNotFound, 409: M.notOpen },
    },
    ({ auth, params }) => asPartner(auth).withdraw(params.claimId),
  );

  // The buyer ------------------------------------------------------------------------------------
  const buyer = apiModule(ctx, { tag: 'Orders', access: 'attendee' });

  buyer.post(
    API_PATHS.orderDamageClaimResponse,
    {
      summary: 'Agrees or disagrees with a damage claim on your order',
      description:
        "Body `{ agree, comment? }` (comment at most 1000 characters), while the claim waits for you (14 days from filing). Agreeing, when you consented at checkout to keep the card (the order's `damageConsentAt`), charges the claim to the card you paid the order with, at once; a charge the card issuer refuses is retried and never taken twice. Without that consent nothing is charged: the claim waits for you to pay it through the payment link (`paidWith: payment_link`; POST .../payment). Disagreeing sends the claim to Pavilion support, who decide and tell you both. The organiser is emailed your answer. The claims of an order are in the order's `damageClaims`.",
      params: ZOrderDamageClaimParams,
      body: ZDamageClaimResponseBody,
      response: ZDamageClaim,
      errors: { 404: M.claimNotFound, 409: M.notWaitingForBuyer },
    },
    ({ auth, params, body }) =>
      new DamageClaims(deps, { kind: 'attendee', personId: auth.personId }).respond(
        params.orderId,
        params.claimId,
        body,
      ),
  );

  // The same schema as the browser's form; 'Card is expired' judged by the server's clock.
  const ZPaymentBody = createPaymentFormSchema(now);
  buyer.post(
    API_PATHS.orderDamageClaimPayment,
    {
      summary: 'Pays a damage claim through the payment link',
      description:
        "The payment form's body (as at checkout), for a claim you agreed to without a card kept by consent, or one Pavilion support upheld: `paidWith: payment_link` and state agreed or upheld. The card goes to the payment gateway only; a repeated request is charged once. On success the claim is charged and the organiser told; a declined card answers 402 and the claim keeps waiting.",
      params: ZOrderDamageClaimParams,
      body: ZPaymentBody,
      response: ZDamageClaim,
      errors: { 402: M.paymentDeclined, 404: M.claimNotFound, 409: M.notWaitingForPayment },
    },
    ({ auth, params, body }) =>
      new DamageClaims(deps, { kind: 'attendee', personId: auth.personId }).pay(params.orderId, params.claimId, body),
  );

  return [partner, buyer];
}

/** A claim's photos, for the partner's team, the buyer of the order and support. */
export function damageClaimPhotosModule(ctx: ModuleContext) {
  const { db, storage } = ctx;
  const photos = apiModule(ctx, { tag: 'Partner damage claims', access: 'signedIn' });

  photos.get(
    API_PATHS.damageClaimPhoto,
    {
      summary: 'A photo of a damage claim',
      description:
        "For the partner's team, the buyer of the order the claim is against, and administrators; anyone else gets 404. Served under a Content-Security-Policy that runs nothing, cached privately for a day.",
      params: ZDamageClaimPhotoParams,
      produces: ['image/png', 'image/jpeg', 'image/gif', 'image/webp'],
      errors: { 404: M.photoNotFound },
    },
    async ({ auth, params, res }) => {
      const photo = await openDamagePhoto(db, storage, params.photoId, auth);
      res.setHeader('Content-Type', photo.contentType);
      res.setHeader('Cache-Control', 'private, max-age=86400');
      res.setHeader('X-Content-Type-Options', 'nosniff');
      res.setHeader('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
      res.end(photo.bytes);
      return undefined;
    },
  );

  return photos;
}
