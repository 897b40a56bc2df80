// Partner accounts: the application, company, team, bank accounts, documents, agreements and vetting.
// The public entry: other modules, the app, the seed and the scripts import only what is exported here.
export { currentAgreementVersions } from './contract';
export { PARTNER_DOCUMENTS_PREFIX } from './documents.service';
export { keptNote, PartnerAccount } from './read-model';
export { partnerAccountModules } from './router';
export { assertReadyToSell, missingSellingSteps } from './selling';
export { PartnerVetting } from './vetting';
