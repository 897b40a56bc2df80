// Personal data: a person's copy of everything Pavilion holds about them, and closing an account.
// The public entry: other modules import only what is exported here.
export { AccountClosing } from './service';
export { PersonalDataCopy } from './read-model';
export { personalDataModule, sendCopyAsFile, sendCopyCsv } from './router';
