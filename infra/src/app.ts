import { App } from 'aws-cdk-lib';
import { buildPlume } from './plume.ts';

/** Entry point of `cdk synth` / `cdk deploy` (see cdk.json). */
buildPlume(new App());
