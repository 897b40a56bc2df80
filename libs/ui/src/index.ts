// Public entry of the Pavilion UI kit: global styles (imported once, here) and every component with its props type.
import './styles/tokens.css';
import './styles/base.css';

// Actions
export { Button, type ButtonProps, type ButtonSize, type ButtonVariant } from './components/Button/Button';
export { IconButton, type IconButtonProps } from './components/IconButton/IconButton';

// Form controls
export { TextField, type TextFieldProps } from './components/TextField/TextField';
export { TextArea, type TextAreaProps } from './components/TextArea/TextArea';
export { Select, type SelectOption, type SelectProps } from './components/Select/Select';
export { Checkbox, type CheckboxProps } from './components/Checkbox/Checkbox';
export { Switch, type SwitchProps } from './components/Switch/Switch';
export { RadioGroup, type RadioGroupProps, type RadioOption } from './components/RadioGroup/RadioGroup';
export {
  Autocomplete,
  type AutocompleteOption,
  type AutocompleteProps,
  type AutocompleteStatus,
} from './components/Autocomplete/Autocomplete';
export { searchStatus, type SearchState, type SearchStatusTexts } from './components/Autocomplete/searchStatus';
export { MultiSelect, type MultiSelectOption, type MultiSelectProps } from './components/MultiSelect/MultiSelect';
export { DateRangePicker, type DateRangePickerProps } from './components/DateRangePicker/DateRangePicker';
export { dateRangeReducer, type DateRange, type DateRangeAction } from './components/DateRangePicker/dateRangeReducer';
export { isIsoDate, type IsoDate } from './components/DateRangePicker/dateUtils';
export {
  QuantityStepper,
  clampQuantity,
  type QuantityStepperProps,
} from './components/QuantityStepper/QuantityStepper';
export { OtpInput, OTP_PASTE_ERROR, type OtpInputProps } from './components/OtpInput/OtpInput';
export {
  PasswordChecklist,
  type ChecklistItem,
  type PasswordChecklistProps,
} from './components/PasswordChecklist/PasswordChecklist';
export {
  FileUpload,
  ImageUpload,
  matchesAccept,
  type FileUploadProps,
  type ImageUploadProps,
  type UploadStatus,
} from './components/FileUpload/FileUpload';

// Feedback
export { Alert, type AlertProps, type AlertTone } from './components/Alert/Alert';
export { Badge, type BadgeProps, type BadgeTone } from './components/Badge/Badge';
export { Spinner, type SpinnerProps } from './components/Spinner/Spinner';
export { Skeleton, type SkeletonProps } from './components/Skeleton/Skeleton';
export { EmptyState, type EmptyStateProps } from './components/EmptyState/EmptyState';
export {
  ToastProvider,
  useToast,
  type ToastApi,
  type ToastOptions,
  type ToastProps,
  type ToastProviderProps,
  type ToastTone,
} from './components/Toast/Toast';

// Display
export {
  Card,
  CardBody,
  CardFooter,
  CardLink,
  CardMedia,
  CardTitle,
  type CardLinkProps,
  type CardMediaProps,
  type CardProps,
  type CardTitleProps,
} from './components/Card/Card';
export { StarRating, roundToHalf, type StarRatingProps } from './components/StarRating/StarRating';
export { Carousel, CAROUSEL_INTERVAL_MS, type CarouselProps, type CarouselSlide } from './components/Carousel/Carousel';
export {
  DataTable,
  type DataTableColumn,
  type DataTableDirection,
  type DataTableProps,
  type DataTableSort,
} from './components/DataTable/DataTable';

// Disclosure and overlays
export {
  Accordion,
  AccordionItem,
  type AccordionItemProps,
  type AccordionProps,
} from './components/Accordion/Accordion';
export { Tabs, type TabItem, type TabsProps } from './components/Tabs/Tabs';
export { Dialog, type DialogProps } from './components/Dialog/Dialog';

// Navigation
export {
  LoadMore,
  Pagination,
  pageItems,
  type LoadMoreProps,
  type PaginationProps,
} from './components/Pagination/Pagination';

// Layout and utilities
export {
  Cluster,
  Container,
  Grid,
  Stack,
  type ClusterProps,
  type ContainerProps,
  type GridProps,
  type SpaceStep,
  type StackProps,
} from './components/Layout/Layout';
export {
  DescriptionList,
  type DescriptionItem,
  type DescriptionListProps,
} from './components/DescriptionList/DescriptionList';
export { formatDateRange, formatDay } from './utils/format-date-range';
export { VisuallyHidden, type VisuallyHiddenProps } from './components/VisuallyHidden/VisuallyHidden';
export { useDebouncedValue } from './hooks/useDebouncedValue';
export { usePrefersReducedMotion } from './hooks/usePrefersReducedMotion';

// Icons: decorative inline SVGs (aria-hidden); give the surrounding control its accessible name.
export * from './icons/icons';

// Languages: the kit's own texts (messages `ui.<component>.<name>`), which the product translates.
export { KIT_ENGLISH, kitLocale, setKitLanguage, type KitLanguage } from './i18n/kit-text';
