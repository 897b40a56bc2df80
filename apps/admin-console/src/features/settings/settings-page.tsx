// /admin/settings and the dashboard's Settings tab: the option lists admins keep.
import { ADMIN_EDITABLE_OPTION_LISTS, UI_TEXT } from '@pavilion/domain';
import { useGetOptionsQuery } from '@pavilion/api-client';
import { Link } from 'react-router';
import { PageFrame, QueryView } from '@pavilion/features-page-kit';
import { richMessage } from '@pavilion/features-shell';
import { OptionListEditor } from './option-list-editor';
import './settings.css';
import { legalKey, settingsKey, SETTINGS_TEXT as T } from './messages';
import { adminPaths } from '../../config/paths';

export function SettingsPage() {
  const options = useGetOptionsQuery();
  return (
    <PageFrame>
      <h1 className="pv-page-title">{T.optionLists}</h1>
      <p className="pv-admin-lead">
        {richMessage(settingsKey('lead'), {
          offer: (chunks) => <Link to={adminPaths.offer}>{chunks}</Link>,
          fee: (chunks) => <Link to={adminPaths.platformFees}>{chunks}</Link>,
        })}
      </p>
      <p className="pv-admin-lead">
        {richMessage(legalKey('settingsLink'), {
          legal: (chunks) => <Link to={adminPaths.legalVersions}>{chunks}</Link>,
        })}
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
