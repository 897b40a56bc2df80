// /admin/settings and the dashboard's Settings tab: the option lists admins keep.
import { ADMIN_EDITABLE_OPTION_LISTS, UI_TEXT } from '@pavilion/domain';
import { useGetOptionsQuery } from '@pavilion/api-client';
import { Link } from 'react-router';
import { PageFrame, QueryView } from '@pavilion/features-page-kit';
import { OptionListEditor } from './option-list-editor';
import './settings.css';

export function SettingsPage() {
  const options = useGetOptionsQuery();
  return (
    <PageFrame>
      <h1 className="pv-page-title">Option lists</h1>
      <p className="pv-admin-lead">
        The values partners and attendees choose from. A removed value is no longer offered for new choices; events and
        people that chose it keep it. The home page’s banner is set under <Link to="/offer">Home offer</Link>, the
        platform’s commission under <Link to="/platform-fees">Platform fee</Link>.
      </p>
      <QueryView result={options} loadingLabel="Loading the option lists" errorTitle={UI_TEXT.failedToFetchOptions}>
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
