import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Annotations, CfnOutput, Duration, RemovalPolicy, SecretValue, Stack, Validations, type CfnResource, type StackProps } from 'aws-cdk-lib';
import * as acm from 'aws-cdk-lib/aws-certificatemanager';
import * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import * as origins from 'aws-cdk-lib/aws-cloudfront-origins';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import * as logs from 'aws-cdk-lib/aws-logs';
import * as s3 from 'aws-cdk-lib/aws-s3';
import * as s3deploy from 'aws-cdk-lib/aws-s3-deployment';
import type { Construct } from 'constructs';
import { runtimeConfigSchema, type RuntimeConfig } from '@plume/shared';
import { httpRoutes, originVerify, webSocketPath } from '@plume/lambdas/routes';
import { secretName, speechBucketName, type CustomDomain } from '../config.ts';
import { contentSecurityPolicy } from '../content-security-policy.ts';
import { siteRewriteCode } from '../site-rewrite.ts';
import { acknowledgeWildcardPermissions } from '../nag.ts';

/**
 * CloudFront Function (viewer request) of `/media/*`: the site's `/media/<key>` is the speech bucket's `<key>`, so the
 * prefix is dropped before the request reaches the bucket (the local gateway maps the path the same way).
 */
export const mediaRewriteCode = `function handler(event) {
  var request = event.request;
  request.uri = request.uri.replace(/^\\/media\\//, '/');
  return request;
}`;

export interface WebStackProps extends StackProps {
  /** The built frontend (Vite's `dist`): `index.html` at the top, content-hashed files under `assets/`. */
  siteDirectory: string;
  httpApi: { apiId: string };
  webSocketApi: { apiId: string };
  /** What the browser learns from `/config.json`, except the addresses of the APIs, which are this distribution's own. */
  runtimeConfig: Omit<RuntimeConfig, 'apiBaseUrl' | 'webSocketUrl'>;
  /** The us-east-1 web ACL of the distribution (the edge stack's, read through `Fn::GetStackOutput`). */
  webAclArn?: string;
  /** The site's own domain and its us-east-1 certificate; without it, the distribution's `*.cloudfront.net` address. */
  customDomain?: CustomDomain | undefined;
}

/**
 * The site: a private bucket behind CloudFront (origin access control), with `/api/*` routed to the HTTP API, `/ws` to
 * the WebSocket API and `/media/*` to the speech bucket (origin access control too).
 */
export class WebStack extends Stack {
  readonly distribution: cloudfront.Distribution;
  /** What `/config.json` tells the browser. */
  readonly runtimeConfig: RuntimeConfig;

  constructor(scope: Construct, id: string, props: WebStackProps) {
    super(scope, id, props);
    const logBucket = new s3.Bucket(this, 'AccessLogs', {
      ...privateBucket,
      // CloudFront standard logs are delivered with ACLs.
      objectOwnership: s3.ObjectOwnership.OBJECT_WRITER,
      lifecycleRules: [{ expiration: Duration.days(90) }],
    });
    Validations.of(logBucket).acknowledge({
      id: 'AwsSolutions-S1',
      reason: 'This bucket receives the site bucket and CloudFront access logs; logging it would log its own log deliveries.',
    });
    const siteBucket = new s3.Bucket(this, 'Site', {
      ...privateBucket,
      serverAccessLogsBucket: logBucket,
      serverAccessLogsPrefix: 'site-bucket/',
    });

    // The APIs are under /api/ and /ws of the site's own origin, whatever domain the distribution is given.
    this.runtimeConfig = runtimeConfigSchema.parse({ ...props.runtimeConfig, apiBaseUrl: '/api', webSocketUrl: webSocketPath });
    const securityHeaders = new cloudfront.ResponseHeadersPolicy(this, 'SecurityHeaders', {
      securityHeadersBehavior: {
        contentSecurityPolicy: { contentSecurityPolicy: contentSecurityPolicy(this.runtimeConfig), override: true },
        strictTransportSecurity: { accessControlMaxAge: Duration.days(730), includeSubdomains: true, override: true },
        frameOptions: { frameOption: cloudfront.HeadersFrameOption.DENY, override: true },
        contentTypeOptions: { override: true },
        referrerPolicy: { referrerPolicy: cloudfront.HeadersReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN, override: true },
      },
    });
    // One origin access control for both private buckets (the site and the speech clips).
    const originAccessControl = new cloudfront.S3OriginAccessControl(this, 'OriginAccessControl', { signing: cloudfront.Signing.SIGV4_ALWAYS });
    // Both APIs refuse any request without this header (`originVerify`), so only requests that passed this
    // distribution's web ACL reach them. CloudFront cannot read a secret at run time: CloudFormation resolves this
    // dynamic reference (the template's only ones, one per API origin) when it deploys the distribution, and the API
    // stack, deployed first, generated the value.
    const originHeaders = { [originVerify.header]: SecretValue.secretsManager(secretName(this, originVerify.secretName)).unsafeUnwrap() };
    const apiOrigin = new origins.HttpOrigin(`${props.httpApi.apiId}.execute-api.${this.region}.${this.urlSuffix}`, {
      protocolPolicy: cloudfront.OriginProtocolPolicy.HTTPS_ONLY,
      customHeaders: originHeaders,
    });
    const webSocketOrigin = new origins.HttpOrigin(`${props.webSocketApi.apiId}.execute-api.${this.region}.${this.urlSuffix}`, {
      protocolPolicy: cloudfront.OriginProtocolPolicy.HTTPS_ONLY,
      customHeaders: originHeaders,
    });
    this.distribution = new cloudfront.Distribution(this, 'Distribution', {
      comment: 'Plume: site, /api/* and /ws',
      ...(props.webAclArn ? { webAclId: props.webAclArn } : {}),
      ...(props.customDomain
        ? {
            domainNames: [props.customDomain.domainName],
            certificate: acm.Certificate.fromCertificateArn(this, 'SiteCertificate', props.customDomain.certificateArn),
            minimumProtocolVersion: cloudfront.SecurityPolicyProtocol.TLS_V1_2_2021,
          }
        : {}),
      defaultRootObject: 'index.html',
      httpVersion: cloudfront.HttpVersion.HTTP2_AND_3,
      // North America and Europe edges: Plume's audience is French-speaking Europe.
      priceClass: cloudfront.PriceClass.PRICE_CLASS_100,
      enableLogging: true,
      logBucket,
      logFilePrefix: 'cloudfront/',
      defaultBehavior: {
        origin: origins.S3BucketOrigin.withOriginAccessControl(siteBucket, { originAccessControl }),
        viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        cachePolicy: cloudfront.CachePolicy.CACHING_OPTIMIZED,
        responseHeadersPolicy: securityHeaders,
        functionAssociations: [
          {
            eventType: cloudfront.FunctionEventType.VIEWER_REQUEST,
            function: new cloudfront.Function(this, 'SpaRewrite', {
              code: cloudfront.FunctionCode.fromInline(siteRewriteCode),
              runtime: cloudfront.FunctionRuntime.JS_2_0,
              comment: 'Serves the prerendered first pages, and /index.html for client-side routes',
            }),
          },
        ],
      },
      additionalBehaviors: {
        // Listed first, so matched before /api/*: public answers the route table lets the edge keep.
        ...this.edgeCachedRoutes(apiOrigin, securityHeaders),
        '/api/*': {
          origin: apiOrigin,
          viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.HTTPS_ONLY,
          allowedMethods: cloudfront.AllowedMethods.ALLOW_ALL,
          cachePolicy: cloudfront.CachePolicy.CACHING_DISABLED,
          // Everything the viewer sent (Authorization included, allowed because nothing is cached) but Host,
          // which must stay API Gateway's own.
          originRequestPolicy: cloudfront.OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
          responseHeadersPolicy: securityHeaders,
        },
        // The WebSocket handshake (a GET with Upgrade), its Sec-WebSocket-* headers and the token in the query string
        // all pass; the path is the API's stage name, so it reaches API Gateway as is.
        [webSocketPath]: {
          origin: webSocketOrigin,
          viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.HTTPS_ONLY,
          allowedMethods: cloudfront.AllowedMethods.ALLOW_GET_HEAD,
          cachePolicy: cloudfront.CachePolicy.CACHING_DISABLED,
          originRequestPolicy: cloudfront.OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
        },
        '/media/*': this.mediaBehavior(originAccessControl, securityHeaders),
      },
    });
    Annotations.of(this.distribution).acknowledgeWarning(
      '@aws-cdk/aws-cloudfront-origins:updateImportedBucketPolicyOac',
      "The speech bucket's own policy (data stack) lets this account's CloudFront distributions read speech/*.",
    );
    Validations.of(this.distribution).acknowledge({
      id: 'AwsSolutions-CFR1',
      reason: 'No geo restriction: the product is offered worldwide to French learners.',
    });
    if (!props.customDomain) {
      Validations.of(this.distribution).acknowledge({
        id: 'AwsSolutions-CFR4',
        reason: 'Deployed without siteCertificateArn: the default *.cloudfront.net certificate cannot be given a TLS policy. With a custom domain the distribution requires TLSv1.2_2021.',
      });
    }
    // Where the site's DNS record (CNAME, or a Route 53 alias) must point, and the address to use without a domain.
    new CfnOutput(this, 'DistributionDomainName', { value: this.distribution.distributionDomainName });
    if (!props.webAclArn) {
      Validations.of(this.distribution).acknowledge({
        id: 'AwsSolutions-CFR2',
        reason: 'Built without the edge stack (a test of this stack alone): buildPlume always gives the distribution its us-east-1 web ACL.',
      });
    }

    this.publishSite(props.siteDirectory, siteBucket, this.runtimeConfig);
  }

  /**
   * Speech clips: immutable files (their key is their content's hash), cached for the year their `Cache-Control`
   * says, byte ranges passed to S3 so `<audio>` can seek. The bucket (data stack) is found by its fixed name: its policy
   * already lets this account's distributions read it, and adding a statement here would tie the stacks both ways.
   */
  private mediaBehavior(originAccessControl: cloudfront.IOriginAccessControl, responseHeadersPolicy: cloudfront.IResponseHeadersPolicy): cloudfront.BehaviorOptions {
    const bucket = s3.Bucket.fromBucketAttributes(this, 'SpeechBucket', { bucketName: speechBucketName(this), region: this.region });
    const origin = origins.S3BucketOrigin.withOriginAccessControl(bucket, { originAccessControl, originAccessLevels: [cloudfront.AccessLevel.READ] });
    return {
      origin,
      viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.HTTPS_ONLY,
      allowedMethods: cloudfront.AllowedMethods.ALLOW_GET_HEAD,
      cachePolicy: cloudfront.CachePolicy.CACHING_OPTIMIZED,
      responseHeadersPolicy,
      functionAssociations: [
        {
          eventType: cloudfront.FunctionEventType.VIEWER_REQUEST,
          function: new cloudfront.Function(this, 'MediaRewrite', {
            code: cloudfront.FunctionCode.fromInline(mediaRewriteCode),
            runtime: cloudfront.FunctionRuntime.JS_2_0,
            comment: 'Maps /media/<key> to the speech bucket key',
          }),
        },
      ],
    };
  }

  /**
   * One behaviour per GET route the route table marks `edgeCache`: cached for the time its own `Cache-Control` says
   * (`s-maxage`, then `stale-while-revalidate`), per language (the answer's message follows Accept-Language).
   * Other methods on the same path (the seed's POST) pass through uncached, as only GET and HEAD are cached.
   */
  private edgeCachedRoutes(origin: cloudfront.IOrigin, responseHeadersPolicy: cloudfront.IResponseHeadersPolicy): Record<string, cloudfront.BehaviorOptions> {
    const routes = httpRoutes.filter((route) => route.edgeCache && route.method === 'GET');
    if (routes.length === 0) return {};
    const cachePolicy = new cloudfront.CachePolicy(this, 'EdgeCachedApi', {
      comment: 'Plume public API answers: TTL from the answer Cache-Control, keyed by Accept-Language',
      minTtl: Duration.seconds(0),
      defaultTtl: Duration.seconds(0), // an answer without Cache-Control (an error) is not kept
      maxTtl: Duration.days(1),
      headerBehavior: cloudfront.CacheHeaderBehavior.allowList('Accept-Language'),
      queryStringBehavior: cloudfront.CacheQueryStringBehavior.none(),
      cookieBehavior: cloudfront.CacheCookieBehavior.none(),
      enableAcceptEncodingGzip: true,
      enableAcceptEncodingBrotli: true,
    });
    return Object.fromEntries(
      routes.map((route) => [
        route.path,
        {
          origin,
          viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.HTTPS_ONLY,
          allowedMethods: cloudfront.AllowedMethods.ALLOW_ALL,
          cachedMethods: cloudfront.CachedMethods.CACHE_GET_HEAD,
          cachePolicy,
          responseHeadersPolicy,
        } satisfies cloudfront.BehaviorOptions,
      ]),
    );
  }

  /**
   * Two deployments: content-hashed assets, cached for a year and never pruned (a browser still running the previous
   * index.html can load its files), then the shell and `config.json`, revalidated on every request.
   */
  private publishSite(siteDirectory: string, bucket: s3.IBucket, runtimeConfig: RuntimeConfig): void {
    if (!existsSync(join(siteDirectory, 'index.html'))) {
      Annotations.of(this).addWarningV2(
        'plume:site-not-built',
        `${siteDirectory}/index.html is missing, so the site is not deployed. Run \`npm run build --workspace frontend\` first.`,
      );
      return;
    }
    // One role and log group for both deployments (they share aws-cdk-lib's handler): logs go to this group only.
    const role = new iam.Role(this, 'SiteDeploymentRole', { assumedBy: new iam.ServicePrincipal('lambda.amazonaws.com') });
    const logGroup = new logs.LogGroup(this, 'SiteDeploymentLogs', { retention: logs.RetentionDays.ONE_MONTH, removalPolicy: RemovalPolicy.DESTROY });
    logGroup.grantWrite(role);
    const deployment = { destinationBucket: bucket, prune: false, memoryLimit: 1024, role, logGroup };

    const hashedAssets = join(siteDirectory, 'assets');
    const assets = existsSync(hashedAssets)
      ? new s3deploy.BucketDeployment(this, 'DeployAssets', {
          ...deployment,
          sources: [s3deploy.Source.asset(hashedAssets)],
          destinationKeyPrefix: 'assets/',
          cacheControl: [s3deploy.CacheControl.fromString('public, max-age=31536000, immutable')],
        })
      : undefined;
    const shell = new s3deploy.BucketDeployment(this, 'DeployShell', {
      // Not pruned either: pruning here would delete the assets deployed above.
      ...deployment,
      sources: [s3deploy.Source.asset(siteDirectory, { exclude: ['assets'] }), s3deploy.Source.jsonData('config.json', runtimeConfig)],
      cacheControl: [s3deploy.CacheControl.noCache()],
      distribution: this.distribution,
      distributionPaths: ['/*'],
    });
    if (assets) shell.node.addDependency(assets);

    acknowledgeWildcardPermissions(
      role.node.findChild('DefaultPolicy').node.defaultChild as CfnResource,
      "Granted by aws-cdk-lib's BucketDeployment: read the CDK asset bucket, write any object of the site bucket, invalidate the distribution (CloudFront invalidations are granted on *).",
    );
    // The deployment handler is a singleton function at stack level whose runtime aws-cdk-lib pins.
    for (const handler of this.node.children.filter((child) => child instanceof lambda.Function)) {
      Validations.of(handler).acknowledge({
        id: 'AwsSolutions-L1',
        reason: "aws-cdk-lib's BucketDeployment handler: its runtime is chosen and upgraded by aws-cdk-lib, not by this app.",
      });
    }
  }
}

const privateBucket: s3.BucketProps = {
  blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
  encryption: s3.BucketEncryption.S3_MANAGED,
  enforceSSL: true,
};
