import 'server-only';

import { getDb } from '../../db/client';
import { getServiceForm, listServiceRecords } from '../../queries/services-admin';

/** The services admin's list: every service with its layout and number of city pages. */
export function loadServices() {
  return listServiceRecords(getDb());
}

/** The service editor's data; null when there is no such service. */
export function loadServiceEditor(id: string) {
  return getServiceForm(getDb(), id);
}
