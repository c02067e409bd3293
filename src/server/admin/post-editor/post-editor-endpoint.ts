import 'server-only';

import { getDb } from '../../db/client';
import { blogChanged } from '../blog/blog-admin-endpoint';
import { createPostEditorApi } from './post-editor-api';

export const postEditorApi = createPostEditorApi({ db: getDb(), changed: () => blogChanged() });
