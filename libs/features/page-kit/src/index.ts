// @pavilion/features-page-kit: how every page of the three apps is framed, loads, fails, guards, lists and
// reports a refused form, and the field groups that several forms ask alike. See
// docs/architecture/browser.md, "Page kit".
// Each piece imports page-kit.css itself: a stylesheet imported only here, by the index that re-exports
// them, is dropped from the built apps' stylesheets.
// The UI kit's texts are messages defined here, which also give the kit the product's language.
import './lib/ui-kit-language';

export {
  QueryView,
  isRetryable,
  type QueryResultLike,
  type QueryViewProps,
  type QueryViewState,
} from './lib/query-view';
export { useServerErrors, type ServerErrors, type ServerErrorsOptions } from './lib/use-server-errors';
export { FormAlert, type FormAlertProps } from './lib/form-alert';
export { useZodForm, type FormSend, type ZodForm, type ZodFormOptions } from './lib/use-zod-form';
export { Form, type FormProps } from './lib/form';
export { ConfirmFormDialog, type ConfirmFormDialogProps } from './lib/confirm-form-dialog';
export {
  RoleRoute,
  loginPathFor,
  loginRedirect,
  type GuardedPage,
  type GuardedRole,
  type GuardRedirect,
  type RoleRouteProps,
} from './lib/role-route';
export {
  useListParams,
  type ListFilters,
  type ListParams,
  type ListParamsOptions,
  type ListQuerySchema,
} from './lib/use-list-params';
export { useUrlFilters, type UrlFilters, type UrlFilterValues, type UrlFiltersOptions } from './lib/use-url-filters';
export {
  ListSearchBox,
  SearchBox,
  SEARCH_DEBOUNCE_MS,
  type ListSearchBoxProps,
  type SearchBoxProps,
} from './lib/search-box';
export { ListFilterSelect, type ListFilterSelectProps } from './lib/list-filter-select';
export { ListSortMenu, SortMenu, type ListSortMenuProps, type SortMenuProps, type SortOption } from './lib/sort-menu';
export { ListPagination, type ListKind, type ListPaginationProps } from './lib/list-pagination';
export { useDocumentTitle } from './lib/use-document-title';
export { messageOf, optionsOf, type FieldGroupProps, type FieldNamesProp } from './lib/field-group';
export { AddressFields, type AddressField, type AddressFieldsProps } from './lib/address-fields';
export { CompanyFields, type CompanyField, type CompanyFieldsProps } from './lib/company-fields';
export { PhoneField, type PhoneFieldProps } from './lib/phone-field';
export { PersonFields, type PersonField, type PersonFieldsProps } from './lib/person-fields';
export { PasswordField, type PasswordFieldProps } from './lib/password-field';
export { RadioField, type RadioFieldProps } from './lib/radio-field';
export { PasswordFields, type PasswordFieldName, type PasswordFieldsProps } from './lib/password-fields';
export {
  PageFrame,
  PageHeader,
  PageSection,
  type PageBackLink,
  type PageFrameProps,
  type PageHeaderProps,
  type PageSectionProps,
} from './lib/page-frame';
export {
  FilteredEmptyState,
  ListPage,
  ListView,
  type FilteredEmptyStateProps,
  type ListAnswer,
  type ListItems,
  type ListPageProps,
  type ListBinding,
  type ListTable,
  type ListViewProps,
} from './lib/list-page';
