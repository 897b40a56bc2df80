// /admin/settings and the dashboard's Settings tab: the option lists admins keep.
import { ADMIN_EDITABLE_OPTION_LISTS, UI_TEXT } from '@pavilion/domain';
import { useGetOptionsQuery } from '@pavilion/api-client';
import { Link } from 'react-router';
import { PageFrame, QueryView } from '@pavilion/features-page-kit';
import { OptionListEditor } from './option-list-editor';
import './settings.css';
import { SETTINGS_TEXT as T } from './messages';

const SPACE = ' ';

export function SettingsPage() {
  const options = useGetOptionsQuery();
  return (
    <PageFrame>
      <h1 className="pv-page-title">{T.optionLists}</h1>
      <p className="pv-admin-lead">
        {T.leadStart}
        {SPACE}
        <Link to="/offer">{T.homeOfferLink}</Link>
        {T.leadMiddle}
        {SPACE}
        <Link to="/platform-fees">{T.platformFeeLink}</Link>
        {T.leadEnd}
      </p>
      <QueryView result={options} loadingLabel={T.loadingLists} errorTitle={UI_TEXT.failedToFetchOptions}>
        {(data) => (
          <div className="pv-admin-options-grid">
            {ADMIN_EDITABLE_OPTION_LISTS.map((list) => (
              <OptionListEditor key={list} list={list} items={data[list]} />
            ))}
          </div>
        )}
      </QueryView>
    </PageFrame>
  );
}

export default SettingsPage;
