"""The models, one module per operation and version. Generated from spec/ by the gateway generator. Do not edit."""
