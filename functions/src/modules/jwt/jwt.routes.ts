import { Router } from 'express';
import { callerOf, requireToken } from '../../shared/auth';
import { privateNoStore } from '../../shared/http';
import { parse } from '../../shared/validate';
import { jwtQuery, type AccessTokenResponse } from '../../contract/jwt';
import { accessTokenFor } from './jwt.service';

export const jwtRouter = Router();

jwtRouter.get('/jwt', privateNoStore, requireToken, (req, res) => {
  const { email } = parse(jwtQuery, req.query);
  res.json(accessTokenFor(callerOf(req), email) satisfies AccessTokenResponse);
});
