// The UI kit's own texts as the product's messages (`ui.<component>.<name>`, in the common catalogue). The
// kit cannot import the domain (a ui library depends only on ui and util libraries): it keeps the same
// English for itself (KIT_ENGLISH in libs/ui/src/i18n/kit-text.ts, which ui-kit-language.spec.ts holds
// equal to these), and ui-kit-language.ts gives it the product's language, these messages translated.
import { defineMessages } from '@pavilion/domain';

export const UI_KIT_TEXT = {
  alert: defineMessages('ui.alert', {
    tryAgain: 'Try again',
    dismiss: 'Dismiss',
  }),
  autocomplete: defineMessages('ui.autocomplete', {
    showOptions: 'Show options',
  }),
  carousel: defineMessages('ui.carousel', {
    previousSlide: 'Previous slide',
    nextSlide: 'Next slide',
    slideOf: '{position} of {count}',
    startRotation: 'Start automatic slide show',
    stopRotation: 'Stop automatic slide show',
    slides: 'Slides',
    goToSlide: 'Go to slide {position}',
  }),
  dataTable: defineMessages('ui.dataTable', {
    loading: 'Loading...',
    empty: 'No data',
    sortable: ', column headers with buttons are sortable.',
  }),
  dateRangePicker: defineMessages('ui.dateRangePicker', {
    apply: 'Apply',
    clear: 'Clear',
    previousMonth: 'Previous month',
    nextMonth: 'Next month',
    selectStart: 'Select a start date',
    selectEnd: '{start}: select an end date',
    range: '{start} – {end}',
    day: '{date}{role, select, both {, start and end date} start {, start date} end {, end date} other {}}',
  }),
  dateRange: defineMessages('ui.dateRange', {
    from: 'From {date}',
    until: 'Until {date}',
  }),
  dialog: defineMessages('ui.dialog', {
    close: 'Close',
  }),
  fileUpload: defineMessages('ui.fileUpload', {
    uploading: 'Uploading...',
    success: 'Upload complete',
    error: 'Upload failed. Please try again.',
    previewAlt: 'Preview of the chosen image',
    noImage: 'No Image',
    chooseFile: 'Choose a file',
    chooseImage: 'Choose an image',
    orDrag: '{choose} or drag it here',
    chosenFiles: 'Chosen files',
  }),
  multiSelect: defineMessages('ui.multiSelect', {
    filterPlaceholder: 'Type to filter',
    noOptions: 'No options found',
    filterLabel: 'Filter {label}',
    filterOptions: 'Filter options',
    selected: '{count, plural, other {# selected}}',
    noneSelected: 'None selected',
    clear: 'Clear',
    clearNamed: 'Clear {label}',
    clearSelection: 'Clear selection',
  }),
  otpInput: defineMessages('ui.otpInput', {
    pasteDigitsOnly: 'Please paste numbers only',
    digitOf: 'Digit {position} of {length}',
  }),
  pagination: defineMessages('ui.pagination', {
    loadMore: 'Load more',
    loading: 'Loading...',
    showing: 'Showing {shown} of {total}',
    pagination: 'Pagination',
    previous: 'Previous',
    next: 'Next',
    page: 'Page {page}',
  }),
  passwordChecklist: defineMessages('ui.passwordChecklist', {
    met: 'met',
    notMet: 'not met',
    rule: ': {state}',
  }),
  quantityStepper: defineMessages('ui.quantityStepper', {
    decrease: 'Decrease {label}',
    increase: 'Increase {label}',
  }),
  spinner: defineMessages('ui.spinner', {
    loading: 'Loading',
  }),
  starRating: defineMessages('ui.starRating', {
    rated: 'Rated {value} out of {max}',
  }),
  textArea: defineMessages('ui.textArea', {
    characters: '{count}/{max} characters',
  }),
  toast: defineMessages('ui.toast', {
    dismiss: 'Dismiss notification',
    notifications: 'Notifications',
  }),
};
