import { z } from 'zod';
import { email } from '../../shared/schema-helpers';

export const subscribeBody = z.object({ email });
