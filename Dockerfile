# Production images for the shop, built from the whole workspace (see docker-compose.yml, ADR 091).
#   docker build --target commerce -t glow-commerce .
#   docker build --target storefront -t glow-storefront .
# Stages: manifest-files → manifests (package.json files only) → build (all dependencies, every build) and, beside
# it, commerce-deps / storefront-deps (production dependencies of one workspace each) → the two
# runtime images: production dependencies + build output only, run as the unprivileged `node` user.
ARG NODE_IMAGE=node:20-bookworm-slim

# Only the manifests, so dependency layers are reused while the sources change: the root's and every
# workspace's package.json (commerce, storefront, packages/*, plugins/*), found here rather than listed
# (ADR 241). This stage sees all sources; the next copies its /manifests only, and Docker reuses that
# layer (and `npm ci` after it) while the manifests' contents are the same.
FROM ${NODE_IMAGE} AS manifest-files
WORKDIR /src
COPY . .
RUN mkdir -p /manifests && cp package.json package-lock.json /manifests/ \
    && for file in commerce/package.json storefront/package.json packages/*/package.json plugins/*/package.json; do \
         [ -f "$file" ] || continue; mkdir -p "/manifests/$(dirname "$file")" && cp "$file" "/manifests/$file"; \
       done

FROM ${NODE_IMAGE} AS manifests
WORKDIR /app
COPY --from=manifest-files /manifests/ ./

FROM manifests AS build
ENV MEDUSA_DISABLE_TELEMETRY=true
RUN npm ci --no-audit --no-fund
COPY . .
RUN npx tsx scripts/build.ts --force
# What the commerce image runs: each workspace package's package.json with its build output only.
RUN mkdir -p /out/commerce/.medusa && cp commerce/package.json /out/commerce/ && cp -r commerce/.medusa/server /out/commerce/.medusa/ \
    && for dir in packages/* plugins/*; do \
         out=""; [ -d "$dir/dist" ] && out=dist; [ -d "$dir/.medusa/server" ] && out=.medusa/server; [ -n "$out" ] || continue; \
         mkdir -p "/out/$dir/$(dirname "$out")" && cp "$dir/package.json" "/out/$dir/" && cp -r "$dir/$out" "/out/$dir/$out"; \
       done

# Production dependencies of the Medusa app (its plugins and packages are workspace links).
FROM manifests AS commerce-deps
RUN npm ci --omit=dev --workspace commerce --no-audit --no-fund && npm cache clean --force

# Production dependencies of the storefront (its server bundle inlines @glow/shop-contracts).
FROM manifests AS storefront-deps
RUN npm ci --omit=dev --workspace storefront --no-audit --no-fund && npm cache clean --force

FROM ${NODE_IMAGE} AS commerce
ENV NODE_ENV=production MEDUSA_DISABLE_TELEMETRY=true GLOW_DATA_DIR=/data
WORKDIR /app
COPY --from=commerce-deps /app/node_modules node_modules
COPY --from=commerce-deps /app/package.json ./
COPY .env.example ./
# The app, its plugins and the shared packages: package.json and build output (no sources, no dev dependencies).
COPY --from=build /out/ ./
# Local uploads (the default without S3_*) and the shop's data live in /data, a volume owned by `node`.
RUN mkdir -p /data/uploads && chown -R node:node /data \
    && ln -s /data/uploads commerce/.medusa/server/static
USER node
WORKDIR /app/commerce/.medusa/server
EXPOSE 9000
HEALTHCHECK --interval=10s --timeout=3s --retries=12 CMD node -e "fetch('http://localhost:9000/health').then(r=>process.exit(r.ok?0:1)).catch(()=>process.exit(1))"
CMD ["/app/node_modules/.bin/medusa", "start"]

FROM ${NODE_IMAGE} AS storefront
ENV NODE_ENV=production
WORKDIR /app
COPY --from=storefront-deps /app/node_modules node_modules
COPY --from=storefront-deps /app/package.json ./
COPY --from=build /app/storefront/package.json storefront/
# Remix's client and server build plus server.ts compiled to build/server.js: no tsx at run time.
COPY --from=build /app/storefront/build storefront/build
COPY --from=build /app/storefront/public storefront/public
USER node
WORKDIR /app/storefront
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --retries=12 CMD node -e "fetch('http://localhost:3000/').then(r=>process.exit(r.status<500?0:1)).catch(()=>process.exit(1))"
CMD ["node", "build/server.js"]
