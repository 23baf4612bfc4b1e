# Production images for the shop, built from the whole workspace (see docker-compose.yml).
#   docker build --target commerce -t glow-commerce .
#   docker build --target storefront -t glow-storefront .
FROM node:20-bookworm-slim AS build
WORKDIR /app
ENV MEDUSA_DISABLE_TELEMETRY=true
COPY package.json package-lock.json ./
COPY commerce/package.json commerce/
COPY storefront/package.json storefront/
COPY packages/ packages/
COPY plugins/ plugins/
RUN npm install --no-audit --no-fund
COPY . .
RUN npx tsx scripts/build.ts --force

FROM node:20-bookworm-slim AS commerce
WORKDIR /app
ENV NODE_ENV=production MEDUSA_DISABLE_TELEMETRY=true
COPY --from=build /app /app
WORKDIR /app/commerce/.medusa/server
EXPOSE 9000
HEALTHCHECK --interval=10s --timeout=3s --retries=12 CMD node -e "fetch('http://localhost:9000/health').then(r=>process.exit(r.ok?0:1)).catch(()=>process.exit(1))"
CMD ["/app/node_modules/.bin/medusa", "start"]

FROM node:20-bookworm-slim AS storefront
WORKDIR /app
ENV NODE_ENV=production
COPY --from=build /app /app
WORKDIR /app/storefront
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --retries=12 CMD node -e "fetch('http://localhost:3000/').then(r=>process.exit(r.status<500?0:1)).catch(()=>process.exit(1))"
CMD ["/app/node_modules/.bin/tsx", "server.ts"]
