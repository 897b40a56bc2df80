// Settings, Strikes and appeals: the signed-in team member's own standing under the content guidelines
// (a removed reply is a strike against whoever wrote it), each strike with its reason and its appeal,
// and the form to appeal a strike not yet appealed. Only their own: the API answers no one else's.
import { useAppealPartnerStrikeMutation, useGetPartnerReviewStandingQuery } from '@pavilion/api-client';
import { ReviewStanding } from '@pavilion/features-account';
import { QueryView } from '@pavilion/features-page-kit';
import { Stack } from '@pavilion/ui';
import { STRIKES_TEXT as T } from './strikes.messages';

export function StrikesTab() {
  const standing = useGetPartnerReviewStandingQuery();
  return (
    <section aria-labelledby="pv-strikes-title">
      <Stack gap={4}>
        <h2 id="pv-strikes-title">{T.title}</h2>
        <p>{T.lead}</p>
        <QueryView result={standing} loadingLabel={T.loading} errorTitle={T.failed}>
          {(s) => (
            <ReviewStanding standing={s} useAppeal={useAppealPartnerStrikeMutation} text={T} empty={<p>{T.none}</p>} />
          )}
        </QueryView>
      </Stack>
    </section>
  );
}
